/**
 * The user's messages on their way to the server. A message shows in the thread the moment it is
 * sent (before the call answers); if the call fails it stays there marked failed, with Retry and
 * Discard. Its text is then in one place only, the failed
 * bubble, so nothing invites sending it twice, and nothing is lost. Kept outside React
 * so that switching threads or screens does not cancel or forget a send.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { sendThreadMessage } from '@/generated/api/threads/threads';
import type { Message, ThreadFile } from '@/generated/model';
import { insertMessage } from '../data/thread-cache';
import { afterThreadsChanged } from '@/lib/query/refresh';
import { errorText } from '@/lib/errors';
import { createStore } from '@/lib/store';

export interface OutgoingMessage {
  localId: string;
  threadId: number;
  content: string;
  files: ThreadFile[];
  status: 'sending' | 'failed';
  error: string | null;
  createdAt: string;
}

const store = createStore<readonly OutgoingMessage[]>([]);
/** Server message id -> the local id it was shown under, so the row keeps its identity. */
const aliases = new Map<number, string>();
let counter = 0;

type Send = typeof sendThreadMessage;
let send: Send = sendThreadMessage;

/** Tests: replace the call (or restore it with no argument), and empty the outbox. */
export function resetOutboxForTests(replacement?: Send): void {
  send = replacement ?? sendThreadMessage;
  store.set([]);
  aliases.clear();
}

function update(localId: string, patch: Partial<OutgoingMessage>): void {
  store.set((items) =>
    items.map((item) => (item.localId === localId ? { ...item, ...patch } : item)),
  );
}

function remove(localId: string): void {
  store.set((items) => items.filter((item) => item.localId !== localId));
}

async function deliver(queryClient: QueryClient, item: OutgoingMessage): Promise<Message | null> {
  update(item.localId, { status: 'sending', error: null });
  try {
    const response = await send(item.threadId, {
      content: item.content,
      ...(item.files.length > 0 ? { file_ids: item.files.map((f) => f.id) } : {}),
    });
    aliases.set(response.data.id, item.localId);
    insertMessage(queryClient, item.threadId, response.data);
    remove(item.localId);
    void afterThreadsChanged(queryClient);
    return response.data;
  } catch (error) {
    update(item.localId, {
      status: 'failed',
      error: errorText(error, 'The message could not be sent'),
    });
    return null;
  }
}

/** Shows the message at once and sends it. Resolves with the stored message, or null on failure. */
export function sendMessage(
  queryClient: QueryClient,
  threadId: number,
  content: string,
  files: ThreadFile[] = [],
): Promise<Message | null> {
  const item: OutgoingMessage = {
    localId: `local-${Date.now().toString(36)}-${++counter}`,
    threadId,
    content,
    files,
    status: 'sending',
    error: null,
    createdAt: new Date().toISOString(),
  };
  store.set((items) => [...items, item]);
  return deliver(queryClient, item);
}

export function retryMessage(queryClient: QueryClient, localId: string): Promise<Message | null> {
  const item = store.get().find((i) => i.localId === localId);
  if (!item || item.status === 'sending') return Promise.resolve(null);
  return deliver(queryClient, item);
}

/** A failed message the user re-sends by pressing Enter on the same text: retried, not duplicated. */
export function findFailed(threadId: number, content: string): OutgoingMessage | undefined {
  return store
    .get()
    .find((i) => i.threadId === threadId && i.status === 'failed' && i.content === content);
}

export function discardMessage(localId: string): void {
  remove(localId);
}

/** A message stored by this tab by other means (an edit): it shows the agent typing until the reply starts. */
export function markSentHere(messageId: number): void {
  aliases.set(messageId, `local-edit-${messageId}`);
}

export function rowKeyOf(messageId: number): string {
  return aliases.get(messageId) ?? `m${messageId}`;
}

const EMPTY: readonly OutgoingMessage[] = [];
const byThread = new WeakMap<readonly OutgoingMessage[], Map<number, readonly OutgoingMessage[]>>();

function forThread(
  items: readonly OutgoingMessage[],
  threadId: number,
): readonly OutgoingMessage[] {
  let cache = byThread.get(items);
  if (!cache) byThread.set(items, (cache = new Map()));
  let list = cache.get(threadId);
  if (!list) {
    const filtered = items.filter((i) => i.threadId === threadId);
    list = filtered.length === 0 ? EMPTY : filtered;
    cache.set(threadId, list);
  }
  return list;
}

export function useOutbox(threadId: number): readonly OutgoingMessage[] {
  const get = useCallback(() => forThread(store.get(), threadId), [threadId]);
  return useSyncExternalStore(store.subscribe, get, get);
}
