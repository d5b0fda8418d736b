/**
 * The sign-in pages' reads as query options. The session's own steps (the profile an /auth page
 * loads, an emailed link verified) run through the auth store, under the keys of
 * src/lib/query/keys.ts that a sign-out leaves alone.
 */
import { queryOptions } from '@tanstack/react-query';
import { sessionKeys } from '@/lib/query/session-keys';
import type { AuthStore } from '@/lib/session/auth-store';

/** The signed-in user's profile, loaded once by the /auth page that needs it. */
export function sessionProfileQuery(auth: AuthStore) {
  return queryOptions({
    queryKey: sessionKeys.profile(),
    queryFn: async () => auth.getState().userProfile ?? (await auth.initProfile()),
  });
}

/** The verification of an emailed link, called once. */
export function verifyEmailQuery(auth: AuthStore, link: string | null) {
  return queryOptions({
    queryKey: sessionKeys.verifyEmail(link),
    queryFn: () => auth.verifyEmail(link),
  });
}
