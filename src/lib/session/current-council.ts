import { useUserProfile } from '@/lib/session/auth-context';
import type { CouncilMembership, UserProfile } from '@/generated/model';

/**
 * The one rule for the current council, used by every screen, the route prefetch, live updates and
 * the council list: the council the profile names (`current_council_id`, chosen under "Your
 * councils" or in Settings) while the user is a member of it; otherwise (none chosen yet, or the
 * user has left it and the profile still names it) their first council; null without a council.
 */
export function currentCouncilOf(
  profile: Pick<UserProfile, 'current_council_id' | 'councils'> | null | undefined,
): CouncilMembership | null {
  if (!profile) return null;
  const chosen = profile.councils.find((council) => council.id === profile.current_council_id);
  return chosen ?? profile.councils[0] ?? null;
}

/** The id of `currentCouncilOf(profile)`, null without a council. */
export function currentCouncilIdOf(
  profile: Pick<UserProfile, 'current_council_id' | 'councils'> | null | undefined,
): number | null {
  return currentCouncilOf(profile)?.id ?? null;
}

/** The signed-in user's current council id (the rule of `currentCouncilOf`), null without one. */
export function useCurrentCouncilId(): number | null {
  return currentCouncilIdOf(useUserProfile());
}

/** The current council's membership entry (id, name and the user's role in it), null without one. */
export function useCurrentCouncil(): CouncilMembership | null {
  return currentCouncilOf(useUserProfile());
}
