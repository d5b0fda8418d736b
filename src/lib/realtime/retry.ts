/**
 * Live updates are optional: when Reverb cannot be reached, pusher-js gives up after two tries of
 * its WebSocket transport and stays `unavailable` for good. This starts it again with back-off
 * (RETRY_DELAYS_MS, the last one repeated) until it connects, and says meanwhile that the
 * connection is unavailable, so the app shows one calm note instead of flickering between states.
 *
 * A Reverb that refuses the connection does the same to the app: instead of the handshake it sends
 * an error of the 4001-4099 range (4004 over its connection quota, 4009 an origin it does not
 * allow, 4001 an app key it does not know), on which pusher-js ends in `disconnected` and never
 * tries again. That is unavailable too, and tried again the same way (a quota frees up; a fixed
 * configuration is picked up without a reload).
 */
import type Pusher from 'pusher-js';
import { RETRY_DELAYS_MS } from './constants';
import { statusFromPusherState, type RealtimeStatus } from './connection-status';

export interface RetryOptions {
  delays?: readonly number[];
  /** Told the status to show on every change. */
  onStatus: (status: RealtimeStatus) => void;
}

/** What pusher-js emits on the connection when the server refused it (its `refused` close action). */
function isRefusal(error: unknown): boolean {
  const code = (error as { error?: { type?: string; data?: { code?: unknown } } } | undefined)
    ?.error?.data?.code;
  return typeof code === 'number' && code > 4000 && code < 4100;
}

/** pusher-js keeps its transports' failure counts in the strategy; a fresh one tries again. */
interface ConnectionWithStrategy {
  updateStrategy?: () => void;
}

export function retryWhenUnavailable(
  pusher: Pusher,
  { delays = RETRY_DELAYS_MS, onStatus }: RetryOptions,
): () => void {
  let attempt = 0;
  let waiting: ReturnType<typeof setTimeout> | undefined;
  /** From the first `unavailable` until connected again: the status stays `unavailable`. */
  let down = false;
  /** The server refused the connection: the `disconnected` that follows is not the app's doing. */
  let refused = false;

  const onError = (error: unknown): void => {
    if (isRefusal(error)) refused = true;
  };
  const onStateChange = ({ current }: { current: string }): void => {
    const refusedNow = current === 'disconnected' && refused;
    if (current !== 'disconnected') refused = false;
    if (current === 'connected') {
      attempt = 0;
      down = false;
    } else if (
      (current === 'unavailable' || current === 'failed' || refusedNow) &&
      waiting === undefined
    ) {
      refused = false;
      down = true;
      const delay = delays[Math.min(attempt, delays.length - 1)]!;
      attempt++;
      waiting = setTimeout(() => {
        waiting = undefined;
        (pusher.connection as unknown as ConnectionWithStrategy).updateStrategy?.();
        pusher.disconnect();
        pusher.connect();
      }, delay);
    }
    onStatus(down && current !== 'connected' ? 'unavailable' : statusFromPusherState(current));
  };

  pusher.connection.bind('state_change', onStateChange);
  pusher.connection.bind('error', onError);
  return () => {
    clearTimeout(waiting);
    waiting = undefined;
    pusher.connection.unbind('state_change', onStateChange);
    pusher.connection.unbind('error', onError);
  };
}
