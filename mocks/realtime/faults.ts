/**
 * Fault injection for the fake Reverb, the real-time twin of the HTTP mock's faults: drop
 * connections, delay or withhold pongs, refuse subscriptions, change the pace of streamed replies,
 * make replies fail.
 */
import { CloseCode } from './protocol';

export type PongFault = { mode: 'answer' } | { mode: 'delay'; ms: number } | { mode: 'withhold' };

/**
 * How a refused subscription is answered: 'error' is what Reverb sends for a bad signature
 * (`pusher:error` 4009 without a channel: the channel just never becomes subscribed);
 * 'subscription_error' sends `pusher:subscription_error` on the channel, which reaches Echo's
 * `.error()` callback like a failed authorization.
 */
export type RefusalMode = 'error' | 'subscription_error';

export interface SubscriptionRefusal {
  pattern: RegExp;
  mode: RefusalMode;
}

export interface ReplyFailure {
  /** Text of `message.failed` (the contract's MessageFailedEvent.message). */
  message: string;
  /** How many deltas are streamed before the failure (0: fails right after `message.created`). */
  afterChunks: number;
}

export interface FaultState {
  pong: PongFault;
  refusals: SubscriptionRefusal[];
  /** Per-chunk pace forced on every streamed reply, null to use each stream's own pace. */
  streamPaceMs: number | null;
  replyFailure: ReplyFailure | null;
}

export interface Faults {
  readonly state: Readonly<FaultState>;
  /** Closes one connection (default 4100: pusher-js reconnects after 1 s). false if unknown. */
  drop(socketId: string, code?: number, reason?: string): boolean;
  /** Closes every connection; returns how many. */
  dropAll(code?: number, reason?: string): number;
  delayPongs(ms: number): void;
  /** No `pusher:pong` at all: pusher-js gives up after its pongTimeout and reconnects. */
  withholdPongs(): void;
  answerPongs(): void;
  /** Refuses subscriptions whose channel matches (RegExp, or a string where `*` matches anything). */
  refuseSubscriptions(pattern: RegExp | string, mode?: RefusalMode): void;
  acceptSubscriptions(): void;
  refusalFor(channel: string): SubscriptionRefusal | undefined;
  /** Forces the pace of every streamed reply (ms per chunk); null restores each stream's own pace. */
  setStreamPace(ms: number | null): void;
  /** The pace a stream asking for `requestedMs` gets. */
  streamPace(requestedMs: number): number;
  /** Makes the next streamed replies fail (until cleared with null). */
  failReplies(failure: { message?: string; afterChunks?: number } | null): void;
  reset(): void;
}

export interface FaultControls {
  drop(socketId: string, code: number, reason: string): boolean;
  socketIds(): string[];
}

export const DEFAULT_REPLY_FAILURE_MESSAGE =
  'The agent is unavailable right now. Please try again.';

export function createFaults(controls: FaultControls): Faults {
  const initial = (): FaultState => ({
    pong: { mode: 'answer' },
    refusals: [],
    streamPaceMs: null,
    replyFailure: null,
  });
  let state = initial();

  return {
    get state() {
      return state;
    },
    drop: (
      socketId,
      code = CloseCode.reconnectAfterBackoff,
      reason = 'Connection dropped by fault injection',
    ) => controls.drop(socketId, code, reason),
    dropAll(
      code = CloseCode.reconnectAfterBackoff,
      reason = 'Connection dropped by fault injection',
    ) {
      return controls.socketIds().filter((id) => controls.drop(id, code, reason)).length;
    },
    delayPongs(ms) {
      state = { ...state, pong: { mode: 'delay', ms } };
    },
    withholdPongs() {
      state = { ...state, pong: { mode: 'withhold' } };
    },
    answerPongs() {
      state = { ...state, pong: { mode: 'answer' } };
    },
    refuseSubscriptions(pattern, mode = 'error') {
      state = { ...state, refusals: [...state.refusals, { pattern: toRegExp(pattern), mode }] };
    },
    acceptSubscriptions() {
      state = { ...state, refusals: [] };
    },
    refusalFor: (channel) => state.refusals.find((refusal) => refusal.pattern.test(channel)),
    setStreamPace(ms) {
      state = { ...state, streamPaceMs: ms };
    },
    streamPace: (requestedMs) => state.streamPaceMs ?? requestedMs,
    failReplies(failure) {
      state = {
        ...state,
        replyFailure: failure
          ? {
              message: failure.message ?? DEFAULT_REPLY_FAILURE_MESSAGE,
              afterChunks: failure.afterChunks ?? 0,
            }
          : null,
      };
    },
    reset() {
      state = initial();
    },
  };
}

/** `*` matches any run of characters, as Laravel's Str::is() does for channel patterns. */
function toRegExp(pattern: RegExp | string): RegExp {
  if (pattern instanceof RegExp) return pattern;
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}
