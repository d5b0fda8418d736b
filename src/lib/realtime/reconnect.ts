/**
 * Detects a connection that came back after being lost, and reports it once the channels are
 * subscribed again: events are not replayed, so the app refetches what may have changed, and
 * doing it only after the resubscription leaves no window in which an event could be missed.
 */
import type Pusher from 'pusher-js';
import { RESUBSCRIBE_WAIT_MS } from './constants';

type PusherChannel = ReturnType<Pusher['allChannels']>[number];

export function watchReconnects(
  pusher: Pusher,
  onResynced: () => void,
  waitMs = RESUBSCRIBE_WAIT_MS,
): () => void {
  let everConnected = false;
  let lost = false;
  let generation = 0;

  const onStateChange = ({ current }: { current: string }): void => {
    if (current !== 'connected' && everConnected) {
      lost = true;
      generation++;
    }
  };
  // Bound after Pusher's own 'connected' handler, which resubscribes every channel first.
  const onConnected = (): void => {
    if (everConnected && lost) {
      lost = false;
      const mine = ++generation;
      void waitForSubscriptions(pusher.allChannels(), waitMs).then(() => {
        if (mine === generation && pusher.connection.state === 'connected') onResynced();
      });
    }
    everConnected = true;
  };

  pusher.connection.bind('state_change', onStateChange);
  pusher.connection.bind('connected', onConnected);
  return () => {
    generation++;
    pusher.connection.unbind('state_change', onStateChange);
    pusher.connection.unbind('connected', onConnected);
  };
}

/** Settles when every pending channel succeeded or failed, or after `waitMs` (Reverb's 4009 leaves a channel pending). */
function waitForSubscriptions(channels: PusherChannel[], waitMs: number): Promise<void> {
  const pending = channels.filter((channel) => channel.subscriptionPending && !channel.subscribed);
  if (pending.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    let left = pending.length;
    const cleanups: (() => void)[] = [];
    const finish = (): void => {
      clearTimeout(timer);
      cleanups.forEach((cleanup) => cleanup());
      resolve();
    };
    const timer = setTimeout(finish, waitMs);
    for (const channel of pending) {
      let done = false;
      const settle = (): void => {
        if (done) return;
        done = true;
        if (--left === 0) finish();
      };
      channel.bind('pusher:subscription_succeeded', settle);
      channel.bind('pusher:subscription_error', settle);
      cleanups.push(() => {
        channel.unbind('pusher:subscription_succeeded', settle);
        channel.unbind('pusher:subscription_error', settle);
      });
    }
  });
}
