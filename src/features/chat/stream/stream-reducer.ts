/**
 * The state of agent replies streaming into one open thread, as a pure reducer.
 *
 * The broadcaster sends `message.created` (status streaming, empty content), `message.delta`
 * chunks with consecutive `index` values from 0, then `message.completed` (the full text, which
 * replaces what was accumulated) or `message.failed`. Deltas may arrive out of order, twice, or
 * not at all (a dropped connection); a (re)fetch of the thread gives a snapshot of the text so far
 * without saying which chunks it holds. So each reply keeps:
 *
 * - `content`: what the UI shows, always `confirmed + ahead`;
 * - `nextIndex`: the index of the next chunk to append (null: unknown, after a mid-stream snapshot);
 * - `pending`: chunks received ahead of `nextIndex`, by index (a hole before them is a gap);
 * - `ahead`: text a snapshot showed beyond the applied chunks; the next chunks are checked off
 *   against it instead of being appended twice.
 *
 * A gap that does not close by itself (see `hasGap`) makes the caller refetch the thread and feed
 * the server's copy back in as a `snapshot`, which fills the hole by matching text.
 */
import type { Message, MessageDeltaEvent, MessageFailedEvent } from '@/generated/model';

export type StreamStatus = 'streaming' | 'completed' | 'failed';

export interface StreamEntry {
  messageId: number;
  threadId: number;
  content: string;
  status: StreamStatus;
  error: string | null;
  nextIndex: number | null;
  pending: Readonly<Record<number, string>>;
  ahead: string;
  /** The latest full Message seen for this reply (created, completed or a snapshot). */
  message: Message | null;
}

export interface StreamState {
  entries: Readonly<Record<number, StreamEntry>>;
}

export type StreamAction =
  | { type: 'created'; message: Message }
  | { type: 'delta'; event: MessageDeltaEvent }
  | { type: 'completed'; message: Message }
  | { type: 'failed'; event: MessageFailedEvent }
  /** The server's copy of a message from a (re)fetch of the thread. */
  | { type: 'snapshot'; message: Message }
  | { type: 'reset' };

export const initialStreamState: StreamState = { entries: {} };

export function streamReducer(state: StreamState, action: StreamAction): StreamState {
  switch (action.type) {
    case 'reset':
      return Object.keys(state.entries).length === 0 ? state : initialStreamState;
    case 'created':
      return put(state, onCreated(state.entries[action.message.id], action.message));
    case 'delta':
      return put(state, onDelta(state.entries[action.event.message_id], action.event));
    case 'completed':
      return put(
        state,
        finalEntry(state.entries[action.message.id], action.message, 'completed', null),
      );
    case 'failed':
      return put(state, onFailed(state.entries[action.event.message_id], action.event));
    case 'snapshot':
      return put(state, onSnapshot(state.entries[action.message.id], action.message));
  }
}

/** Applies a batch of actions (one animation frame's worth) with a single new state at the end. */
export function reduceAll(state: StreamState, actions: readonly StreamAction[]): StreamState {
  return actions.reduce(streamReducer, state);
}

/** A reply is missing chunks before ones it already received, and nothing closed the hole yet. */
export function hasGap(entry: StreamEntry): boolean {
  return entry.status === 'streaming' && Object.keys(entry.pending).length > 0;
}

export function entriesWithGap(state: StreamState): StreamEntry[] {
  return Object.values(state.entries).filter(hasGap);
}

export function isActive(entry: StreamEntry): boolean {
  return entry.status === 'streaming';
}

/**
 * `next` differs from `shown` only in the text of replies that were and still are streaming: no
 * reply came or went, none changed status, error or stored message, no gap opened or closed, and
 * none went from empty to written (its row shows "Thinking…" until then). Such a change needs no
 * render of the conversation: the growing text is enough (./live-text.ts).
 */
export function onlyTextGrew(shown: StreamState, next: StreamState): boolean {
  if (shown === next) return true;
  const before = shown.entries;
  const ids = Object.keys(next.entries);
  if (ids.length !== Object.keys(before).length) return false;
  for (const id of ids) {
    const a = before[Number(id)];
    const b = next.entries[Number(id)]!;
    if (a === b) continue;
    if (
      !a ||
      a.status !== 'streaming' ||
      b.status !== 'streaming' ||
      a.error !== b.error ||
      a.message !== b.message ||
      hasGap(a) !== hasGap(b) ||
      (a.content === '') !== (b.content === '')
    )
      return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------

function put(state: StreamState, entry: StreamEntry | undefined): StreamState {
  if (!entry || state.entries[entry.messageId] === entry) return state;
  return { entries: { ...state.entries, [entry.messageId]: entry } };
}

function blank(messageId: number, threadId: number): StreamEntry {
  return {
    messageId,
    threadId,
    content: '',
    status: 'streaming',
    error: null,
    nextIndex: 0,
    pending: {},
    ahead: '',
    message: null,
  };
}

function onCreated(entry: StreamEntry | undefined, message: Message): StreamEntry | undefined {
  if (message.status === 'completed' || message.status === 'failed') {
    return finalEntry(entry, message, message.status, message.error);
  }
  // Chunks that overtook `message.created` are already in place: keep them.
  if (entry) return entry.status === 'streaming' ? { ...entry, message } : entry;
  const fresh = { ...blank(message.id, message.thread_id), message };
  if (message.content === '') return fresh;
  // Created with text already (not what the backend does, but harmless): treat it as a snapshot.
  return { ...fresh, content: message.content, nextIndex: null };
}

function onDelta(
  entry: StreamEntry | undefined,
  event: MessageDeltaEvent,
): StreamEntry | undefined {
  const current = entry ?? blank(event.message_id, event.thread_id);
  if (current.status !== 'streaming') return entry; // late chunk of a finished reply
  if (current.nextIndex !== null && event.index < current.nextIndex) return entry; // already applied
  if (current.pending[event.index] !== undefined) return entry; // duplicate
  const withChunk = { ...current, pending: { ...current.pending, [event.index]: event.delta } };
  return withChunk.nextIndex === null ? alignUnknown(withChunk) : drain(withChunk);
}

function onFailed(
  entry: StreamEntry | undefined,
  event: MessageFailedEvent,
): StreamEntry | undefined {
  const current = entry ?? blank(event.message_id, event.thread_id);
  if (current.status === 'completed') return entry;
  // Text streamed before the failure stays (contract); apply what can still be applied in order.
  const drained = current.nextIndex === null ? current : drain(current);
  return {
    ...drained,
    status: 'failed',
    error: event.message,
    pending: {},
    ahead: '',
    message: drained.message
      ? { ...drained.message, status: 'failed', error: event.message, content: drained.content }
      : null,
  };
}

function finalEntry(
  entry: StreamEntry | undefined,
  message: Message,
  status: 'completed' | 'failed',
  error: string | null,
): StreamEntry {
  return {
    ...(entry ?? blank(message.id, message.thread_id)),
    content: message.content,
    status,
    error: status === 'failed' ? (error ?? message.error) : null,
    pending: {},
    ahead: '',
    message,
  };
}

function onSnapshot(entry: StreamEntry | undefined, message: Message): StreamEntry | undefined {
  if (message.status === 'completed' || message.status === 'failed') {
    if (!entry) return undefined; // a finished message nobody streamed: the cache has it
    return finalEntry(entry, message, message.status, message.error);
  }
  if (message.role !== 'assistant') return entry;
  const snapshot = message.content;
  if (!entry) {
    const fresh = { ...blank(message.id, message.thread_id), message, content: snapshot };
    // Empty text: no chunk was produced yet, so the next one is 0. Otherwise unknown.
    return snapshot === '' ? fresh : { ...fresh, nextIndex: null };
  }
  if (entry.status !== 'streaming') return entry; // never downgrade a finished reply
  const withMessage = { ...entry, message: entry.message ?? message };
  if (withMessage.nextIndex === null)
    return alignUnknown({ ...withMessage, content: snapshot, ahead: '' });

  const confirmed = confirmedOf(withMessage);
  if (snapshot.startsWith(confirmed)) {
    const ahead = snapshot.slice(confirmed.length);
    return fillGap(drain({ ...withMessage, content: snapshot, ahead }));
  }
  if (confirmed.startsWith(snapshot)) return withMessage; // an older copy than what we have
  // The copies disagree: trust the server's and line the chunks still to come up against it.
  return alignUnknown({ ...withMessage, content: snapshot, ahead: '', nextIndex: null });
}

function confirmedOf(entry: StreamEntry): string {
  return entry.content.slice(0, entry.content.length - entry.ahead.length);
}

/** Appends the chunks that follow `nextIndex` without a hole, checking them off `ahead` first. */
function drain(entry: StreamEntry): StreamEntry {
  if (entry.nextIndex === null || entry.pending[entry.nextIndex] === undefined) return entry;
  const pending = { ...entry.pending };
  let { content, ahead, nextIndex } = entry;
  for (let chunk = pending[nextIndex]; chunk !== undefined; chunk = pending[nextIndex]) {
    delete pending[nextIndex];
    if (ahead === '') {
      content += chunk;
    } else if (ahead.startsWith(chunk)) {
      ahead = ahead.slice(chunk.length);
    } else {
      // The snapshot's extra text was not what the chunks say: the chunks win.
      content = content.slice(0, content.length - ahead.length) + chunk;
      ahead = '';
    }
    nextIndex++;
  }
  return { ...entry, content, ahead, nextIndex, pending };
}

/** Sorted indexes of pending chunks, and the run of consecutive ones from the lowest. */
function firstRun(
  pending: Readonly<Record<number, string>>,
): { start: number; chunks: string[] } | null {
  const indexes = Object.keys(pending)
    .map(Number)
    .sort((a, b) => a - b);
  if (indexes.length === 0) return null;
  const start = indexes[0]!;
  const chunks: string[] = [];
  for (let i = start; pending[i] !== undefined; i++) chunks.push(pending[i]!);
  return { start, chunks };
}

/**
 * There is a hole before the pending chunks, and a snapshot left text in `ahead`: the hole is the
 * part of `ahead` before where the pending run starts (the smallest such part, i.e. the snapshot
 * is assumed to hold as much as it can).
 */
function fillGap(entry: StreamEntry): StreamEntry {
  const run = firstRun(entry.pending);
  if (!run || entry.ahead === '' || entry.nextIndex === null) return entry;
  const joined = run.chunks.join('');
  const { ahead } = entry;
  for (let p = 1; p <= ahead.length; p++) {
    const rest = ahead.slice(p);
    if (joined.startsWith(rest) || rest.startsWith(joined)) {
      return drain({ ...entry, ahead: rest, nextIndex: run.start });
    }
  }
  return entry;
}

/** How far back from the end of a snapshot a run of chunks is looked for. */
const ALIGN_WINDOW = 4000;

/**
 * `content` is a snapshot whose position in the chunk sequence is unknown. Lines the lowest run
 * of pending chunks up against it: (1) the snapshot already holds the whole run (it is ahead of
 * us: the text after the run is `ahead`), (2) it ends with a beginning of the run (append the
 * rest), or (3) it holds none of it (append the whole run).
 */
function alignUnknown(entry: StreamEntry): StreamEntry {
  const run = firstRun(entry.pending);
  if (!run) return entry;
  const snapshot = entry.content;
  const joined = run.chunks.join('');
  const pending = { ...entry.pending };
  run.chunks.forEach((_, i) => delete pending[run.start + i]);
  const nextIndex = run.start + run.chunks.length;

  const from = Math.max(0, snapshot.length - joined.length - ALIGN_WINDOW);
  const at = snapshot.lastIndexOf(joined);
  if (joined !== '' && at >= from) {
    return drain({
      ...entry,
      pending,
      nextIndex,
      content: snapshot,
      ahead: snapshot.slice(at + joined.length),
    });
  }
  for (let p = run.chunks.length - 1; p >= 1; p--) {
    const head = run.chunks.slice(0, p).join('');
    if (snapshot.endsWith(head)) {
      return drain({
        ...entry,
        pending,
        nextIndex,
        content: snapshot + run.chunks.slice(p).join(''),
        ahead: '',
      });
    }
  }
  return drain({ ...entry, pending, nextIndex, content: snapshot + joined, ahead: '' });
}
