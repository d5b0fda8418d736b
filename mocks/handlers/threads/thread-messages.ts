/**
 * A thread's messages in getThread's order (`created_at DESC, id DESC`), without sorting the
 * 10,000-message thread on every request: the sorted list is kept per thread and reused while the
 * thread's index still holds the same records. The index keeps insertion order and a write moves
 * the record it changes to the end, so an unchanged length, first and last record means no
 * message of the thread was added, removed or changed since the list was sorted.
 */
import type { MessageRow } from '../../db/tables/chat';
import type { Db } from '../../db';

interface Sorted {
  /** Records in the thread's index (superseded versions included), to tell a change. */
  length: number;
  first: MessageRow | undefined;
  last: MessageRow | undefined;
  newestFirst: MessageRow[];
}

/** Per messages table (a reset replaces the database, and with it this cache). */
const cache = new WeakMap<Db['messages'], Map<number, Sorted>>();

const newerFirst = (a: MessageRow, b: MessageRow) =>
  a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id;

export function messagesNewestFirst(db: Db, threadId: number): readonly MessageRow[] {
  let threads = cache.get(db.messages);
  if (!threads) cache.set(db.messages, (threads = new Map()));
  const inOrder = db.messages.by('thread_id', threadId);
  const first = inOrder[0];
  const last = inOrder[inOrder.length - 1];
  const known = threads.get(threadId);
  if (known && known.length === inOrder.length && known.first === first && known.last === last) {
    return known.newestFirst;
  }
  const length = inOrder.length;
  // Oldest first as inserted, so reversed it is (almost) sorted already. Versions a newer one
  // replaced (a regenerated reply, an edited message) are not in the list.
  const newestFirst = inOrder
    .reverse()
    .filter((m) => !m.superseded)
    .sort(newerFirst);
  threads.set(threadId, { length, first, last, newestFirst });
  return newestFirst;
}

export function newestMessage(db: Db, threadId: number): MessageRow | undefined {
  return messagesNewestFirst(db, threadId)[0];
}
