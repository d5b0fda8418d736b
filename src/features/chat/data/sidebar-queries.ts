/**
 * The chat sidebar's first data as query options, shared by the sidebar and by the prefetch that
 * starts it before the page renders (src/app/pages-table.ts), so both hit the same cache entries.
 */
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { prefetchListFoldersQuery } from '@/generated/api/folders/folders';
import { prefetchListProfileAgentsQuery } from '@/generated/api/profile/profile';
import { listThreads } from '@/generated/api/threads/threads';
import { THREADS_PAGE_SIZE, UNFILED_THREADS_KEY } from './thread-cache';

/** The threads in no folder, a page at a time. */
export function unfiledThreadsQuery() {
  return infiniteQueryOptions({
    queryKey: UNFILED_THREADS_KEY,
    queryFn: ({ pageParam, signal }) => listThreads({ folder_id: 'none', per_page: THREADS_PAGE_SIZE, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
  });
}

/** What the chat shows first: the pinned agents, the folders and the first page of unfiled threads. */
export function prefetchChatLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    prefetchListProfileAgentsQuery(queryClient),
    prefetchListFoldersQuery(queryClient),
    queryClient.prefetchInfiniteQuery(unfiledThreadsQuery()),
  ]);
}
