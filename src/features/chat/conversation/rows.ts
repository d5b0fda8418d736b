/** What the conversation shows, in order: stored messages (with live reply text), then the user's messages on their way. */
import type { Message, MessageStatus, MessageVersion, ThreadFile } from '@/generated/model';
import type { StreamEntry } from '../stream/stream-reducer';
import { rowKeyOf, type OutgoingMessage } from '../state/outbox';
import { dayLabel, messageTime } from './message-time';

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
      /** Every version, oldest first, when there is more than one (the version switcher). */
      versions: MessageVersion[];
      version: number;
      /** For a reply, the user message (version) it answers: that message's row id. */
      parentId: number | null;
      /** The user stopped this reply while it was being written. */
      stopped: boolean;
    }
  | { kind: 'outgoing'; key: string; item: OutgoingMessage }
  | { kind: 'typing'; key: string }
  /** A date separator: the messages below it, up to the next one, are of that local day. */
  | { kind: 'day'; key: string; day: string; label: string };

export function buildRows(
  messages: readonly Message[],
  entries: Readonly<Record<number, StreamEntry>>,
  outbox: readonly OutgoingMessage[],
  now: Date = new Date(),
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
      versions: message.versions,
      version: message.version,
      parentId: message.parent_id,
      stopped: (entry?.message ?? message).stopped_at != null,
    };
  });
  // Replies whose message.created overtook the cache update (or that arrived before the page).
  const known = new Set(messages.map((m) => m.id));
  // A reply that a newer version replaced (regenerate, edit) is not shown again from its stream.
  for (const message of messages) for (const version of message.versions) known.add(version.id);
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
      versions: entry.message.versions,
      version: entry.message.version,
      parentId: entry.message.parent_id,
      stopped: entry.message.stopped_at != null,
    });
  }
  for (const item of outbox) rows.push({ kind: 'outgoing', key: item.localId, item });
  // The user's message was stored and its reply not started yet: show the agent typing.
  const last = rows[rows.length - 1];
  if (last?.kind === 'message' && last.role === 'user' && last.key.startsWith('local-')) {
    rows.push({ kind: 'typing', key: `typing-${last.id}` });
  }
  return withDaySeparators(rows, now);
}

/**
 * Puts a separator row before the first message of each local day. Separators are rows like the
 * messages (virtualised with them) and keyed by their day, so loading older pages above moves a
 * separator up without re-creating it.
 */
function withDaySeparators(rows: ChatRow[], now: Date): ChatRow[] {
  const out: ChatRow[] = [];
  let current = '';
  for (const row of rows) {
    const created =
      row.kind === 'message' ? row.createdAt : row.kind === 'outgoing' ? row.item.createdAt : null;
    const day = created === null ? '' : messageTime(created).day;
    if (day !== '' && day !== current) {
      current = day;
      out.push({ kind: 'day', key: `day-${day}`, day, label: dayLabel(day, now) });
    }
    out.push(row);
  }
  return out;
}

/**
 * The reply in progress, from the last rows: its id while it is queued or streaming, `'typing'`
 * while the question is stored and the reply has no id yet, or null. While there is one the
 * composer waits (the API would answer 422) and Stop shows.
 */
export function replyInProgress(rows: readonly ChatRow[]): number | 'typing' | null {
  for (let i = rows.length - 1; i >= Math.max(0, rows.length - 4); i--) {
    const row = rows[i]!;
    if (row.kind === 'typing') return 'typing';
    if (row.kind === 'message' && row.role === 'assistant')
      return row.status === 'pending' || row.status === 'streaming' ? row.id : null;
  }
  return null;
}

/** A first guess of a row's height before it is measured (keeps the scrollbar honest). */
export function estimateRowHeight(row: ChatRow | undefined): number {
  if (!row) return 96;
  if (row.kind === 'typing') return 64;
  if (row.kind === 'day') return 44;
  const text = row.kind === 'outgoing' ? row.item.content : row.content;
  const lines = text.split('\n').length + Math.ceil(text.length / 90);
  const code = row.kind === 'message' && text.includes('```') ? 80 : 0;
  return Math.min(1600, 56 + lines * 22 + code);
}
