/**
 * Joining a council's reads as query options: the search (the join panel and /auth/request_join
 * read it under its one key), the user's invitations, and the invitation a token stands for.
 */
import { queryOptions } from '@tanstack/react-query';
import { searchCouncils } from '@/generated/api/councils/councils';
import { getGetInvitationInfoQueryOptions } from '@/generated/api/council-users/council-users';
import { getListProfileInvitationsQueryOptions } from '@/generated/api/profile/profile';
import { queryKeys } from '@/lib/query/keys';

/** Councils whose name or join code matches `q`, as typed. */
export function councilSearchQuery(q: string) {
  return queryOptions({
    queryKey: queryKeys.councilSearch(q),
    queryFn: () => searchCouncils({ q }),
  });
}

/** The invitations waiting for the signed-in user. */
export function invitationsQuery() {
  return getListProfileInvitationsQueryOptions();
}

/** The invitation a token stands for (the accept-invitation page). */
export function invitationInfoQuery(token: string) {
  return getGetInvitationInfoQueryOptions({ token });
}
