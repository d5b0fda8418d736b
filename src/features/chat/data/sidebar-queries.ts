/**
 * The chat sidebar's reads as query options, shared by the sidebar and by the prefetch that starts
 * it before the page renders (src/app/pages-table.ts), so both hit the same cache entries.
 */
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  getGetFolderQueryOptions,
  getListFoldersQueryOptions,
} from '@/generated/api/folders/folders';
import { listThreads, searchMessages } from '@/generated/api/threads/threads';
import { queryKeys } from '@/lib/query/keys';
import { myAgentsQuery } from '@/features/agents';
import { searchThreadsKey, THREADS_PAGE_SIZE, UNFILED_THREADS_KEY } from './thread-cache';

/** Results of a search inside messages per page. */
const MESSAGE_RESULTS_PAGE_SIZE = 10;

/** The threads in no folder, a page at a time. */
export function unfiledThreadsQuery() {
  return infiniteQueryOptions({
    queryKey: UNFILED_THREADS_KEY,
    queryFn: ({ pageParam, signal }) =>
      listThreads({ folder_id: 'none', per_page: THREADS_PAGE_SIZE, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });
}

/** The user's folders (with their thread counts). */
export function foldersQuery() {
  return getListFoldersQueryOptions();
}

/** One folder with all of its threads (an expanded folder). */
export function folderQuery(folderId: number) {
  return getGetFolderQueryOptions(folderId);
}

/** The threads whose title holds `search` (the first page: the sidebar shows the best matches). */
export function threadTitleSearchQuery(search: string) {
  return queryOptions({
    queryKey: searchThreadsKey(search),
    queryFn: ({ signal }) => listThreads({ search, per_page: THREADS_PAGE_SIZE }, { signal }),
  });
}

/** Messages whose text holds `term`, newest match first, a page at a time. */
export function messageSearchQuery(term: string) {
  const params = { q: term, per_page: MESSAGE_RESULTS_PAGE_SIZE };
  return infiniteQueryOptions({
    queryKey: queryKeys.messageSearch(params),
    queryFn: ({ pageParam, signal }) => searchMessages({ ...params, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });
}

/** What the chat shows first: the pinned agents, the folders and the first page of unfiled threads. */
export function prefetchChatLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(myAgentsQuery()),
    queryClient.prefetchQuery(foldersQuery()),
    queryClient.prefetchInfiniteQuery(unfiledThreadsQuery()),
  ]);
}
