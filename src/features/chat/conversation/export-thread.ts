/**
 * Exporting a thread: every message (all pages, also of the 10,000-message thread), with its
 * author, the agent and its time, as Markdown or as JSON, downloaded as a file. Printing uses the
 * page itself with the print stylesheet (src/features/chat/styles/print.css).
 */
import { getThread } from '@/generated/api/threads/threads';
import type { Message, Thread } from '@/generated/model';
import { formatDate } from '@/lib/constants/dates';
import { download } from '@/lib/download';

/** The largest page the API gives: the fewest requests for a long thread. */
const EXPORT_PAGE_SIZE = 100;

export interface ThreadExport {
  thread: Thread;
  /** Oldest first. */
  messages: Message[];
}

export async function fetchWholeThread(
  threadId: number,
  signal?: AbortSignal,
): Promise<ThreadExport> {
  let cursor: string | undefined;
  let thread: Thread | undefined;
  const newestFirst: Message[] = [];
  do {
    const page = await getThread(threadId, { per_page: EXPORT_PAGE_SIZE, cursor }, { signal });
    thread ??= page.data;
    newestFirst.push(...page.messages.data);
    cursor = page.messages.meta.next_cursor ?? undefined;
  } while (cursor);
  return { thread: thread!, messages: newestFirst.reverse() };
}

const authorOf = (message: Message, agentName: string) =>
  message.role === 'user' ? 'You' : agentName;

const TIME = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/**
 * A time as a reader writes it: the date in the user's date format (mm/dd/yy by default,
 * docs/app-rules.md#constants, as everywhere in the app) and the local time, e.g. `11/24/26 at 2:05 PM`;
 * not the API's ISO form with milliseconds and `Z`. The JSON export keeps the API's timestamps.
 */
export function readableTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${formatDate(date)} at ${TIME.format(date)}`;
}

/** The first line of a message as text (what the automatic title is cut from). */
const firstLine = (content: string) =>
  (content.split('\n').find((line) => line.trim() !== '') ?? '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The thread's title in full. An automatic title is the first message's first line cut at 60
 * characters with "..."; the export has that message, so it gives the whole line instead.
 */
export function fullTitle({ thread, messages }: ThreadExport): string {
  const cut = thread.title.match(/^(.*?)(\.\.\.|…)$/)?.[1];
  const first = messages.find((m) => m.role === 'user');
  if (cut === undefined || !first) return thread.title;
  const line = firstLine(first.content);
  return line.startsWith(cut) ? line : thread.title;
}

export function toMarkdown(whole: ThreadExport): string {
  const { thread, messages } = whole;
  const agent = thread.agent.name;
  const lines = [
    `# ${fullTitle(whole)}`,
    '',
    `Chat with ${agent}, started ${readableTime(thread.created_at)}, exported with ${messages.length} messages.`,
    '',
  ];
  for (const message of messages) {
    const stopped = message.stopped_at ? ' (stopped)' : '';
    const failed = message.status === 'failed' ? ` (failed: ${message.error ?? 'no reply'})` : '';
    lines.push(
      `## ${authorOf(message, agent)} · ${readableTime(message.created_at)}${stopped}${failed}`,
      '',
      message.content,
      '',
    );
    for (const file of message.files) lines.push(`- Attached: ${file.name}`);
    if (message.files.length > 0) lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

export function toJson({ thread, messages }: ThreadExport): string {
  const agent = { id: thread.agent.id, name: thread.agent.name };
  return `${JSON.stringify(
    {
      thread: {
        id: thread.id,
        title: fullTitle({ thread, messages }),
        agent,
        created_at: thread.created_at,
      },
      messages: messages.map((m) => ({
        id: m.id,
        author: m.role === 'user' ? 'user' : 'agent',
        role: m.role,
        agent: m.role === 'assistant' ? agent : null,
        content: m.content,
        status: m.status,
        error: m.error,
        stopped_at: m.stopped_at,
        version: m.version,
        files: m.files.map((f) => ({ name: f.name, size: f.size, mime_type: f.mime_type })),
        created_at: m.created_at,
      })),
    },
    null,
    2,
  )}\n`;
}

/** A file name from the title: letters, digits and dashes. */
export function exportFileName(thread: Thread, extension: 'md' | 'json'): string {
  const base =
    thread.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'chat';
  return `${base}-${thread.id}.${extension}`;
}

export async function exportThread(threadId: number, format: 'md' | 'json'): Promise<void> {
  const whole = await fetchWholeThread(threadId);
  if (format === 'md')
    download(exportFileName(whole.thread, 'md'), toMarkdown(whole), 'text/markdown;charset=utf-8');
  else download(exportFileName(whole.thread, 'json'), toJson(whole), 'application/json');
}
