/**
 * The open thread's messages as query options: the view, the page's prefetch and a hover's prefetch
 * read one cache entry through them.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { getGetThreadInfiniteQueryOptions, getThread } from '@/generated/api/threads/threads';
import type { GetThread200 } from '@/generated/model';
import { announceLatestPage } from './latest-page';
import { threadKey, threadParams, withUnplaced } from './thread-cache';

function queryOverrides(threadId: number) {
  return {
    queryFn: async ({
      pageParam,
      signal,
    }: {
      pageParam: string | undefined;
      signal: AbortSignal;
    }): Promise<GetThread200> => {
      const fetched = await getThread(threadId, { ...threadParams, cursor: pageParam }, { signal });
      if (pageParam !== undefined) return fetched;
      const page = withUnplaced(threadId, fetched);
      announceLatestPage(threadId, page);
      return page;
    },
    initialPageParam: undefined,
    getNextPageParam: (last: GetThread200) => last.messages.meta.next_cursor ?? undefined,
    // Live events and explicit refreshes keep it current; a refetch of every loaded page of a
    // 10,000-message thread on each focus would be waste.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  };
}

/** `GET /api/threads/{id}`, newest page first, older pages by cursor. */
export function threadMessagesQuery(threadId: number) {
  return getGetThreadInfiniteQueryOptions(threadId, threadParams, {
    query: queryOverrides(threadId),
  });
}

/**
 * The thread opened at an older page (a search result in the 10,000-message thread): pages from
 * the result's cursor, older ones with `next_cursor` as the user scrolls up and newer ones with
 * `prev_cursor` as they scroll down, so nothing between the newest page and it is fetched first.
 */
export function threadAroundQuery(threadId: number, cursor: string | null) {
  return infiniteQueryOptions({
    queryKey: [...threadKey(threadId), 'around', cursor],
    queryFn: ({ pageParam, signal }: { pageParam: string | undefined; signal: AbortSignal }) =>
      getThread(threadId, { ...threadParams, cursor: pageParam }, { signal }),
    initialPageParam: (cursor ?? undefined) as string | undefined,
    getNextPageParam: (last: GetThread200) => last.messages.meta.next_cursor ?? undefined,
    getPreviousPageParam: (first: GetThread200) => first.messages.meta.prev_cursor ?? undefined,
    enabled: cursor !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
