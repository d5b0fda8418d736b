import { useUserProfile } from '@/lib/session/auth-context';
import { useCouncilPresence } from './useCouncilPresence';
import { useUserNotifications } from './useUserNotifications';

/** Listens, while a user is signed in, to their notifications and to their current council. */
export function LiveUpdates() {
  const profile = useUserProfile();
  useUserNotifications(profile?.id ?? null);
  useCouncilPresence(profile?.id ?? null, profile?.current_council_id ?? null);
  return null;
}
