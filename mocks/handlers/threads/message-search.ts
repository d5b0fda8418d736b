/**
 * `GET /api/messages/search`: the text of the caller's messages (latest versions), every word of
 * `q` required, newest first, with a snippet around the first match and the cursor of the thread
 * page that holds it (so the 10,000-message thread opens at the message, not at its newest page).
 */
import type { MessageSearchResult } from '@/generated/model';
import type { Db } from '../../db';
import type { MessageRow, ThreadRow } from '../../db/tables/chat';
import { defineOperation } from '../../laravel/define-operation';
import { invalid } from '../../laravel/errors';
import { encodeCursor, paginate } from '../../laravel/paginate';
import { plainText } from './plain-text';
import { messagesNewestFirst } from './thread-messages';

/** Characters of context on each side of the first match. */
const CONTEXT = 70;
/** Newer messages above the match on the page its cursor opens. */
const ABOVE = 10;

/** Each message's plain text, worked out once (the 10,000-message thread is searched as a whole). */
const plainOf = new WeakMap<MessageRow, { content: string; plain: string }>();
function plainContent(message: MessageRow): string {
  const hit = plainOf.get(message);
  if (hit && hit.content === message.content) return hit.plain;
  const plain = plainText(message.content);
  plainOf.set(message, { content: message.content, plain });
  return plain;
}

export function searchWords(q: string): string[] {
  return [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))];
}

/** The snippet of the message's plain text (no Markdown) around the first word found, and every word's ranges inside it. */
export function snippetOf(
  content: string,
  words: readonly string[],
): Pick<MessageSearchResult, 'snippet' | 'highlights'> {
  const text = plainText(content).replace(/\s+/g, ' ').trim();
  const lower = text.toLowerCase();
  const first = Math.min(...words.map((w) => lower.indexOf(w)).filter((i) => i >= 0));
  const start = Math.max(0, first - CONTEXT);
  const end = Math.min(text.length, first + CONTEXT * 2);
  const prefix = start > 0 ? '…' : '';
  const snippet = `${prefix}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  const part = lower.slice(start, end);
  const highlights: MessageSearchResult['highlights'] = [];
  for (const word of words) {
    for (let at = part.indexOf(word); at >= 0; at = part.indexOf(word, at + word.length)) {
      highlights.push({ offset: at + prefix.length, length: word.length });
    }
  }
  highlights.sort((a, b) => a.offset - b.offset);
  // Overlapping ranges (one word inside another) merge, so the client marks each character once.
  const merged: typeof highlights = [];
  for (const h of highlights) {
    const last = merged[merged.length - 1];
    if (last && h.offset <= last.offset + last.length) {
      last.length = Math.max(last.length, h.offset + h.length - last.offset);
    } else merged.push({ ...h });
  }
  return { snippet, highlights: merged };
}

/** The getThread cursor whose page holds `message` with about ABOVE newer messages above it. */
function cursorFor(db: Db, message: MessageRow): string | null {
  const list = messagesNewestFirst(db, message.thread_id);
  const index = list.indexOf(message);
  if (index <= ABOVE) return null;
  return encodeCursor(list[index - ABOVE - 1]!.id);
}

function resultOf(
  db: Db,
  thread: ThreadRow,
  message: MessageRow,
  words: readonly string[],
): MessageSearchResult {
  const agent = db.agents.get(thread.agent_id);
  return {
    id: message.id,
    thread_id: thread.id,
    thread_title: thread.title,
    agent: {
      id: thread.agent_id,
      name: agent?.name ?? 'Agent',
      avatar_url: agent?.avatar_url ?? null,
    },
    role: message.role,
    ...snippetOf(message.content, words),
    created_at: message.created_at,
    cursor: cursorFor(db, message),
  };
}

export const messageSearchOperations = [
  defineOperation('searchMessages', ({ query, user, db, url }) => {
    const q = query.q.trim();
    if (q.length < 2) throw invalid('q', 'The q field must be at least 2 characters.');
    const words = searchWords(q);
    const hits: { thread: ThreadRow; message: MessageRow }[] = [];
    for (const thread of db.threads.by('user_id', user!.id)) {
      for (const message of messagesNewestFirst(db, thread.id)) {
        const lower = plainContent(message).toLowerCase();
        if (words.every((w) => lower.includes(w))) hits.push({ thread, message });
      }
    }
    hits.sort((a, b) =>
      a.message.created_at < b.message.created_at
        ? 1
        : a.message.created_at > b.message.created_at
          ? -1
          : b.message.id - a.message.id,
    );
    const page = paginate(hits, url, query);
    return {
      body: { ...page, data: page.data.map((hit) => resultOf(db, hit.thread, hit.message, words)) },
    };
  }),
];
