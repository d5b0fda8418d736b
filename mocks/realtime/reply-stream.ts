/**
 * Streams an agent reply over the fake Reverb the way the backend's reply job does:
 * `message.created` (status streaming, empty content) -> `message.delta` chunks with index 0, 1, 2...
 * -> `message.completed` (the full message), or `message.failed` when the reply breaks off.
 */
import type { Message } from '@/generated/model';
import { RealtimeEvent, PusherChannelName } from '@/lib/realtime/events';
import type { Broadcaster } from './broadcaster';
import { createRng } from '../db/rng';

/** The version fields default to a first version that was not stopped. */
export type MessageBase = Omit<
  Message,
  'content' | 'status' | 'error' | 'parent_id' | 'version' | 'versions' | 'stopped_at'
> &
  Partial<Pick<Message, 'parent_id' | 'version' | 'versions' | 'stopped_at'>>;

export interface StreamReplyOptions {
  broadcaster: Broadcaster;
  /** Defaults to the thread's channel, `private-threads.{thread_id}`. */
  channel?: string;
  /** The full markdown text of the reply. */
  reply: string;
  /** The assistant message as stored (id, thread_id, role, files, timestamps). */
  messageBase: MessageBase;
  /** Milliseconds between chunks; 0 = as fast as possible, but each chunk still on its own task. */
  paceMs?: number;
  /** Before `message.created`, so the HTTP answer of the user's message comes first. Defaults to paceMs. */
  startDelayMs?: number;
  /** The deltas to send (must join to `reply`); by default the reply is cut deterministically into 3-24 character pieces. */
  chunks?: string[];
  /** Fail after this many deltas with this text (overrides broadcaster.faults.failReplies). */
  fail?: { message: string; afterChunks: number };
  /** `updated_at` of the final message; by default that of messageBase. */
  now?: () => string;
  /** Called with the final message before `message.completed` goes out, so the caller persists it first. */
  onComplete?: (message: Message) => void;
  onFailed?: (message: Message) => void;
  /** Called after each delta with the text so far (e.g. to keep the stored content current). */
  onProgress?: (content: string, index: number) => void;
  /**
   * What each wait of the job (the start, then one per chunk) waits on, in place of a real-time
   * timer of `ms`: lets a test hold the job at a step until it has done what it means to do
   * there, so no result depends on the machine's speed. Cancelling still ends any wait at once.
   */
  pause?: (ms: number) => Promise<void>;
}

export type ReplyOutcome = { status: 'completed' | 'failed' | 'cancelled'; message: Message };

export interface ReplyStream {
  readonly done: Promise<ReplyOutcome>;
  /** Stops silently (no further event); `done` resolves as 'cancelled'. */
  cancel(): void;
}

export function splitIntoDeltas(text: string, seed: number | string): string[] {
  const rng = createRng(seed);
  const chunks: string[] = [];
  for (let at = 0; at < text.length;) {
    const size = rng.int(3, 24);
    chunks.push(text.slice(at, at + size));
    at += size;
  }
  return chunks;
}

export function streamReply(options: StreamReplyOptions): ReplyStream {
  const { broadcaster, reply, messageBase, paceMs = 40 } = options;
  const channel = options.channel ?? PusherChannelName.thread(messageBase.thread_id);
  const chunks =
    options.chunks ?? splitIntoDeltas(reply, `${messageBase.thread_id}:${messageBase.id}`);
  if (chunks.join('') !== reply) throw new Error('streamReply: chunks must join to the reply');
  const failure = options.fail ?? broadcaster.faults.state.replyFailure;

  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wake: (() => void) | undefined;
  let content = '';
  const snapshot = (status: Message['status'], error: string | null = null): Message => ({
    parent_id: null,
    version: 1,
    versions: [],
    stopped_at: null,
    ...messageBase,
    content,
    status,
    error,
  });

  // Resolves early on cancel so the loop can end.
  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      wake = resolve;
      if (options.pause) void options.pause(ms).then(() => resolve());
      else timer = setTimeout(resolve, ms);
    });

  const run = async (): Promise<ReplyOutcome> => {
    await sleep(options.startDelayMs ?? paceMs);
    if (cancelled) return { status: 'cancelled', message: snapshot('streaming') };
    broadcaster.publish(channel, RealtimeEvent.messageCreated, snapshot('streaming'));
    for (let index = 0; index < chunks.length; index++) {
      if (failure && index >= failure.afterChunks) break;
      await sleep(broadcaster.faults.streamPace(paceMs));
      if (cancelled) return { status: 'cancelled', message: snapshot('streaming') };
      const delta = chunks[index]!;
      content += delta;
      broadcaster.publish(channel, RealtimeEvent.messageDelta, {
        thread_id: messageBase.thread_id,
        message_id: messageBase.id,
        index,
        delta,
      });
      options.onProgress?.(content, index);
    }
    await sleep(broadcaster.faults.streamPace(paceMs));
    if (cancelled) return { status: 'cancelled', message: snapshot('streaming') };
    if (failure) {
      const failed = snapshot('failed', failure.message);
      options.onFailed?.(failed);
      broadcaster.publish(channel, RealtimeEvent.messageFailed, {
        thread_id: messageBase.thread_id,
        message_id: messageBase.id,
        message: failure.message,
      });
      return { status: 'failed', message: failed };
    }
    const completed: Message = {
      ...snapshot('completed'),
      content: reply,
      updated_at: options.now?.() ?? messageBase.updated_at,
    };
    options.onComplete?.(completed);
    broadcaster.publish(channel, RealtimeEvent.messageCompleted, completed);
    return { status: 'completed', message: completed };
  };

  return {
    done: run(),
    cancel() {
      cancelled = true;
      clearTimeout(timer);
      wake?.();
    },
  };
}
