/** What the conversation shows, in order: stored messages (with live reply text), then the user's messages on their way. */
import type { Message, MessageStatus, ThreadFile } from '@/generated/model';
import type { StreamEntry } from '../stream/stream-reducer';
import { rowKeyOf, type OutgoingMessage } from '../state/outbox';

export type ChatRow =
  | {
      kind: 'message';
      key: string;
      id: number;
      role: Message['role'];
      content: string;
      status: MessageStatus;
      error: string | null;
      files: ThreadFile[];
      createdAt: string;
    }
  | { kind: 'outgoing'; key: string; item: OutgoingMessage }
  | { kind: 'typing'; key: string };

export function buildRows(
  messages: readonly Message[],
  entries: Readonly<Record<number, StreamEntry>>,
  outbox: readonly OutgoingMessage[],
): ChatRow[] {
  const rows: ChatRow[] = messages.map((message) => {
    const entry = message.role === 'assistant' ? entries[message.id] : undefined;
    return {
      kind: 'message',
      key: rowKeyOf(message.id),
      id: message.id,
      role: message.role,
      content: entry ? entry.content : message.content,
      status: entry ? entry.status : message.status,
      error: entry ? entry.error : message.error,
      files: message.files,
      createdAt: message.created_at,
    };
  });
  // Replies whose message.created overtook the cache update (or that arrived before the page).
  const known = new Set(messages.map((m) => m.id));
  for (const entry of Object.values(entries)) {
    if (known.has(entry.messageId) || !entry.message) continue;
    rows.push({
      kind: 'message',
      key: rowKeyOf(entry.messageId),
      id: entry.messageId,
      role: 'assistant',
      content: entry.content,
      status: entry.status,
      error: entry.error,
      files: [],
      createdAt: entry.message.created_at,
    });
  }
  for (const item of outbox) rows.push({ kind: 'outgoing', key: item.localId, item });
  // The user's message was stored and its reply not started yet: show the agent typing.
  const last = rows[rows.length - 1];
  if (last?.kind === 'message' && last.role === 'user' && last.key.startsWith('local-')) {
    rows.push({ kind: 'typing', key: `typing-${last.id}` });
  }
  return rows;
}

/** A reply is queued or streaming: the composer waits for it (the API would answer 422). */
export function isReplying(rows: readonly ChatRow[]): boolean {
  for (let i = rows.length - 1; i >= Math.max(0, rows.length - 4); i--) {
    const row = rows[i]!;
    if (row.kind === 'typing') return true;
    if (row.kind === 'message' && row.role === 'assistant') return row.status === 'pending' || row.status === 'streaming';
  }
  return false;
}

/** A first guess of a row's height before it is measured (keeps the scrollbar honest). */
export function estimateRowHeight(row: ChatRow | undefined): number {
  if (!row) return 96;
  if (row.kind === 'typing') return 64;
  const text = row.kind === 'outgoing' ? row.item.content : row.content;
  const lines = text.split('\n').length + Math.ceil(text.length / 90);
  const code = row.kind === 'message' && text.includes('```') ? 80 : 0;
  return Math.min(1600, 56 + lines * 22 + code);
}
