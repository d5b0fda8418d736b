/**
 * Live updates are optional: when Reverb cannot be reached, pusher-js gives up after two tries of
 * its WebSocket transport and stays `unavailable` for good. This starts it again with back-off
 * (RETRY_DELAYS_MS, the last one repeated) until it connects, and says meanwhile that the
 * connection is unavailable, so the app shows one calm note instead of flickering between states.
 */
import type Pusher from 'pusher-js';
import { RETRY_DELAYS_MS } from './constants';
import { statusFromPusherState, type RealtimeStatus } from './connection-status';

export interface RetryOptions {
  delays?: readonly number[];
  /** Told the status to show on every change. */
  onStatus: (status: RealtimeStatus) => void;
}

/** pusher-js keeps its transports' failure counts in the strategy; a fresh one tries again. */
interface ConnectionWithStrategy {
  updateStrategy?: () => void;
}

export function retryWhenUnavailable(pusher: Pusher, { delays = RETRY_DELAYS_MS, onStatus }: RetryOptions): () => void {
  let attempt = 0;
  let waiting: ReturnType<typeof setTimeout> | undefined;
  /** From the first `unavailable` until connected again: the status stays `unavailable`. */
  let down = false;

  const onStateChange = ({ current }: { current: string }): void => {
    if (current === 'connected') {
      attempt = 0;
      down = false;
    } else if ((current === 'unavailable' || current === 'failed') && waiting === undefined) {
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
  return () => {
    clearTimeout(waiting);
    waiting = undefined;
    pusher.connection.unbind('state_change', onStateChange);
  };
}
