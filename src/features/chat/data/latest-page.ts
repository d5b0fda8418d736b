/** Fetched newest pages of a thread, announced to its stream (use-thread-stream.ts) for snapshots. */
import type { GetThread200 } from '@/generated/model';

type PageListener = (page: GetThread200) => void;
const listeners = new Map<number, Set<PageListener>>();

/** Called with each freshly fetched newest page of the thread. */
export function onLatestPage(threadId: number, listener: PageListener): () => void {
  let set = listeners.get(threadId);
  if (!set) listeners.set(threadId, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(threadId);
  };
}

export function announceLatestPage(threadId: number, page: GetThread200): void {
  for (const listener of [...(listeners.get(threadId) ?? [])]) listener(page);
}
