/**
 * The refreshes that take no key: the whole cache, or what the screen shows. The app's shell calls
 * them from its first chunk, so they stand apart from refresh.ts, whose keys (keys.ts) load every
 * area's generated client.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Live updates came back after a break: any event may have been missed, so everything. */
export function afterLiveUpdatesReconnected(queryClient: QueryClient) {
  return queryClient.invalidateQueries();
}

/** The API was unreachable and a retry is due: what the screen shows, fetched again. */
export function afterApiRetryDue(queryClient: QueryClient) {
  return queryClient.refetchQueries({ type: 'active' });
}

/**
 * A kept screen's answer was put back in the cache at a new load: stale at once, fetched again as
 * its screen mounts (not before: nothing shows it yet).
 */
export function afterKeptAnswerRestored(queryClient: QueryClient, key: QueryKey) {
  return queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
}
