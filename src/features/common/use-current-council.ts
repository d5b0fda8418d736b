import { useUserProfile } from '@/features/auth/auth-context';

/** The signed-in user's current council id (or their first council), null when they have none. */
export function useCurrentCouncilId(): number | null {
  const profile = useUserProfile();
  return profile?.current_council_id ?? profile?.councils[0]?.id ?? null;
}
