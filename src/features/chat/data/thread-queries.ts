/**
 * The open thread's messages as query options: the view, the page's prefetch and a hover's prefetch
 * read one cache entry through them.
 */
import { getGetThreadInfiniteQueryOptions, getThread } from '@/generated/api/threads/threads';
import type { GetThread200 } from '@/generated/model';
import { announceLatestPage } from './latest-page';
import { threadParams, withUnplaced } from './thread-cache';

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
