/**
 * The open thread's messages: `GET /api/threads/{id}` paged by cursor (newest page first, older
 * pages as the user scrolls up). Every fetched newest page is also announced to the thread's
 * stream (use-thread-stream.ts), which lines a reply still streaming up against it.
 */
import { useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { threadAroundQuery, threadMessagesQuery } from './thread-queries';

export function useThreadMessages(threadId: number) {
  return useInfiniteQuery(threadMessagesQuery(threadId));
}

/** Threads whose first page the page's prefetch is fetching for this very opening. */
const firstOpenings = new Set<number>();

/**
 * Starts fetching a thread before its view is on screen (while the view's code loads). Not
 * cached yet: it is fetched now, and the view will not fetch it again on mount.
 */
export function prefetchThread(queryClient: QueryClient, threadId: number): Promise<void> {
  const options = threadMessagesQuery(threadId);
  if (queryClient.getQueryData(options.queryKey) === undefined) firstOpenings.add(threadId);
  return queryClient.prefetchInfiniteQuery(options);
}

/** Fetches the first page without marking an opening (a hover's prefetch). */
export function prefetchThreadQuietly(queryClient: QueryClient, threadId: number): Promise<void> {
  return queryClient.prefetchInfiniteQuery(threadMessagesQuery(threadId));
}

/** True once after prefetchThread fetched this thread for its first opening. */
export function takeFirstOpening(threadId: number): boolean {
  return firstOpenings.delete(threadId);
}

/**
 * The thread opened at an older page (a search result in the 10,000-message thread): pages from
 * the result's cursor, older ones with `next_cursor` as the user scrolls up and newer ones with
 * `prev_cursor` as they scroll down, so nothing between the newest page and it is fetched first.
 */
export function useThreadAround(threadId: number, cursor: string | null) {
  return useInfiniteQuery(threadAroundQuery(threadId, cursor));
}
