/**
 * The mock backend's side of the fake Reverb: one broadcaster per mock state, the msw WebSocket
 * link that feeds it in the browser and in vitest, and the agent replies streaming through it.
 * The Node server attaches `broadcaster` to its HTTP server itself (mocks/realtime/node-server.ts is
 * Node only, so it is not imported here).
 */
import type { WebSocketHandler } from 'msw';
import {
  createBroadcaster,
  createReverbLink,
  streamReply,
  type Broadcaster,
  type PublishOptions,
  type ReplyStream,
  type StreamReplyOptions,
} from './realtime';
import type { ChannelAuth } from './realtime/signature';
import type { ReverbLimits } from './realtime/limits';

/** The Reverb app of `.env.development` (VITE_REVERB_APP_KEY); the secret never leaves the mock. */
export const REVERB_APP_KEY = 'council-local-key';
export const REVERB_APP_SECRET = 'council-local-secret';

/**
 * Any host: the app connects to VITE_REVERB_HOST:VITE_REVERB_PORT (127.0.0.1:4010 by default), and
 * a wildcard keeps the mock working when a developer points those elsewhere. One link only, or a
 * socket would be accepted twice.
 */
export const REVERB_LINK_URL = '*/app/:key';

export type MockReplyOptions = Omit<StreamReplyOptions, 'broadcaster' | 'paceMs' | 'startDelayMs'>;

export interface ActiveReply {
  readonly threadId: number;
  readonly messageId: number;
  /** The text streamed so far. */
  readonly content: string;
  readonly stream: ReplyStream;
}

export interface MockBroadcaster {
  readonly appKey: string;
  /** The engine itself: the Node server attaches it to its HTTP server; tests read its frame log and faults. */
  readonly broadcaster: Broadcaster;
  /** `toOthers`: skips the socket of the request being handled (see fromRequest). */
  publish(
    channel: string | string[],
    event: string,
    payload: unknown,
    options?: PublishOptions & { toOthers?: boolean },
  ): number;
  /**
   * Runs an HTTP request's resolver knowing its X-Socket-ID (Laravel's Broadcast::socket()): what
   * it publishes synchronously `toOthers` skips that socket, so the tab that acted does not get the
   * echo of its own action (its other tabs and other users still do).
   */
  fromRequest<T>(socketId: string | null, run: () => T): T;
  /** What `POST /broadcasting/auth` answers for a channel the caller may join. */
  signChannel(
    socketId: string,
    channelName: string,
    channelData?: string | Record<string, unknown>,
  ): ChannelAuth;
  /** Streams an agent reply at the state's `replyPaceMs`, tracked until it ends (see `activeReply`). */
  streamReply(options: MockReplyOptions): ReplyStream;
  /** The reply still streaming into a thread, if any. */
  activeReply(threadId: number): ActiveReply | undefined;
  /** Stops a thread's reply silently (the thread was deleted), or every reply (the data was reset). */
  cancelReplies(threadId?: number): void;
  /** The msw WebSocket handler(s) for setupWorker / setupServer. */
  handlers(): WebSocketHandler[];
  /** Cancels every reply and drops every connection (state reset). */
  reset(): void;
}

export function createMockBroadcaster(options: {
  replyPaceMs: number;
  reverbLimits?: ReverbLimits;
}): MockBroadcaster {
  const broadcaster = createBroadcaster({
    appKey: REVERB_APP_KEY,
    appSecret: REVERB_APP_SECRET,
    limits: options.reverbLimits,
  });
  const active = new Map<number, Omit<ActiveReply, 'threadId'>>();
  let link: WebSocketHandler | undefined;
  // The acting request's socket while its resolver runs synchronously (see fromRequest).
  let actingSocket: string | undefined;

  return {
    appKey: REVERB_APP_KEY,
    broadcaster,
    publish: (channel, event, payload, { toOthers = false, ...publishOptions } = {}) =>
      broadcaster.publish(channel, event, payload, {
        ...(toOthers && actingSocket !== undefined ? { exceptSocketId: actingSocket } : {}),
        ...publishOptions,
      }),
    fromRequest(socketId, run) {
      const outer = actingSocket;
      actingSocket = socketId ?? undefined;
      // Only the synchronous part: after an await another request's resolver may be running.
      try {
        return run();
      } finally {
        actingSocket = outer;
      }
    },
    signChannel: (socketId, channelName, channelData) =>
      broadcaster.signChannel(socketId, channelName, channelData),
    streamReply(reply) {
      const threadId = reply.messageBase.thread_id;
      // Read at each reply, so a test or the dev panel can change the pace of a running mock.
      const paceMs = options.replyPaceMs;
      let content = '';
      const stream = streamReply({
        ...reply,
        broadcaster,
        paceMs,
        // The reply job starts after the HTTP answer of the user's message has gone out.
        startDelayMs: paceMs === 0 ? 0 : Math.max(paceMs, 150),
        onProgress(soFar, index) {
          content = soFar;
          reply.onProgress?.(soFar, index);
        },
      });
      const entry: Omit<ActiveReply, 'threadId'> = {
        messageId: reply.messageBase.id,
        stream,
        get content() {
          return content;
        },
      };
      active.get(threadId)?.stream.cancel();
      active.set(threadId, entry);
      const forget = () => {
        if (active.get(threadId) === entry) active.delete(threadId);
      };
      stream.done.then(forget, forget);
      return stream;
    },
    activeReply(threadId) {
      const entry = active.get(threadId);
      return (
        entry && {
          threadId,
          messageId: entry.messageId,
          content: entry.content,
          stream: entry.stream,
        }
      );
    },
    cancelReplies(threadId) {
      const ids = threadId === undefined ? [...active.keys()] : [threadId];
      for (const id of ids) {
        active.get(id)?.stream.cancel();
        active.delete(id);
      }
    },
    handlers() {
      link ??= createReverbLink(broadcaster, REVERB_LINK_URL);
      return [link];
    },
    reset() {
      for (const entry of active.values()) entry.stream.cancel();
      active.clear();
      broadcaster.reset();
    },
  };
}
