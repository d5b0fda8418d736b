import { useUserProfile } from '@/lib/session/auth-context';
import { useCurrentCouncilId } from '@/lib/session/current-council';
import { useCouncilPresence } from './useCouncilPresence';
import { useUserNotifications } from './useUserNotifications';

/** Listens, while a user is signed in, to their notifications and to their current council. */
export function LiveUpdates() {
  const profile = useUserProfile();
  const councilId = useCurrentCouncilId();
  useUserNotifications(profile?.id ?? null);
  useCouncilPresence(profile?.id ?? null, councilId);
  return null;
}
