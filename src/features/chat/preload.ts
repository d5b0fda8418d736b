/**
 * What opening a thread needs, loadable ahead of time: the conversation's code, the Markdown
 * renderer, and the thread's first page. The page starts all three when a thread opens; hovering
 * or focusing a thread link for a moment (PREFETCH_DELAY_MS, as the app's other links) starts them
 * early, so the click finds them ready.
 */
import type { QueryClient } from '@tanstack/react-query';
import { lazyModule } from '@/lib/ui/lazy-module';
import { threadKey } from './data/thread-cache';
import { prefetchThreadQuietly } from './data/thread-query';
import { loadMarkdown } from '@/components/markdown/LazyMarkdown';

export const conversationModule = lazyModule(() => import('./conversation/Conversation'));

export function preloadConversationCode(): void {
  void conversationModule.load().catch(() => undefined);
  void loadMarkdown().catch(() => undefined);
}

/**
 * Fetches a thread's first page into the cache, unless it is there. It does not count as "fetched
 * for this opening" (see prefetchThread): the conversation then refreshes it when it opens, so a
 * hover long before the click never hides newer messages.
 */
export function warmThread(queryClient: QueryClient, threadId: number): void {
  preloadConversationCode();
  if (queryClient.getQueryData(threadKey(threadId)) !== undefined) return;
  void prefetchThreadQuietly(queryClient, threadId).catch(() => undefined);
}
