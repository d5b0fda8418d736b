import { useUserProfile } from '@/lib/session/auth-context';
import type { CouncilMembership } from '@/generated/model';

/** The signed-in user's current council id (or their first council), null when they have none. */
export function useCurrentCouncilId(): number | null {
  const profile = useUserProfile();
  return profile?.current_council_id ?? profile?.councils[0]?.id ?? null;
}

/** The current council's membership entry (id, name and the user's role in it), null without one. */
export function useCurrentCouncil(): CouncilMembership | null {
  const profile = useUserProfile();
  const id = useCurrentCouncilId();
  return profile?.councils.find((council) => council.id === id) ?? null;
}
