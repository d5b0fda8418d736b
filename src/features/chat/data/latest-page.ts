/** Fetched newest pages of a thread, announced to its stream (use-thread-stream.ts) for snapshots. */
import type { GetThread200 } from '@/generated/model';
import { createKeyedListeners } from '@/lib/store';

type PageListener = (page: GetThread200) => void;
const listeners = createKeyedListeners<number, [GetThread200]>();

/** Called with each freshly fetched newest page of the thread. */
export function onLatestPage(threadId: number, listener: PageListener): () => void {
  return listeners.subscribe(threadId, listener);
}

export function announceLatestPage(threadId: number, page: GetThread200): void {
  listeners.notify(threadId, page);
}
