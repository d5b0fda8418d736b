import type Pusher from 'pusher-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeStatus } from '@/lib/realtime/connection-status';
import { retryWhenUnavailable } from '@/lib/realtime/retry';

/** The part of pusher-js the retry uses, driven by hand. */
function fakePusher() {
  const listeners = new Set<(change: { current: string }) => void>();
  const connection = {
    state: 'connecting',
    bind: (_event: string, listener: (change: { current: string }) => void) => listeners.add(listener),
    unbind: (_event: string, listener: (change: { current: string }) => void) => listeners.delete(listener),
    updateStrategy: vi.fn(),
  };
  const pusher = { connection, disconnect: vi.fn(), connect: vi.fn() };
  const become = (current: string) => {
    connection.state = current;
    for (const listener of [...listeners]) listener({ current });
  };
  return { pusher, become, listeners };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('retryWhenUnavailable', () => {
  it('starts an unavailable connection again after each back-off delay, with a fresh strategy, until it connects', () => {
    const { pusher, become } = fakePusher();
    const statuses: RealtimeStatus[] = [];
    retryWhenUnavailable(pusher as unknown as Pusher, { delays: [100, 400], onStatus: (s) => statuses.push(s) });

    become('unavailable');
    vi.advanceTimersByTime(99);
    expect(pusher.connect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(pusher.connection.updateStrategy).toHaveBeenCalledTimes(1);
    expect(pusher.disconnect).toHaveBeenCalledTimes(1);
    expect(pusher.connect).toHaveBeenCalledTimes(1);

    // The restart's own states do not flicker the status: it stays unavailable.
    become('disconnected');
    become('connecting');
    become('unavailable');
    vi.advanceTimersByTime(399);
    expect(pusher.connect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(pusher.connect).toHaveBeenCalledTimes(2);
    // The last delay repeats.
    become('unavailable');
    vi.advanceTimersByTime(400);
    expect(pusher.connect).toHaveBeenCalledTimes(3);

    become('connected');
    expect(statuses).toEqual(['unavailable', 'unavailable', 'unavailable', 'unavailable', 'unavailable', 'connected']);

    // After a success the back-off starts from the first delay again.
    become('unavailable');
    vi.advanceTimersByTime(100);
    expect(pusher.connect).toHaveBeenCalledTimes(4);
  });

  it('maps the ordinary states as before while nothing is down', () => {
    const { pusher, become } = fakePusher();
    const statuses: RealtimeStatus[] = [];
    retryWhenUnavailable(pusher as unknown as Pusher, { onStatus: (s) => statuses.push(s) });
    become('connecting');
    become('connected');
    become('connecting');
    become('disconnected');
    expect(statuses).toEqual(['connecting', 'connected', 'connecting', 'disconnected']);
  });

  it('stops: no restart is left scheduled after sign-out', () => {
    const { pusher, become, listeners } = fakePusher();
    const stop = retryWhenUnavailable(pusher as unknown as Pusher, { delays: [100], onStatus: () => undefined });
    become('unavailable');
    stop();
    vi.advanceTimersByTime(1000);
    expect(pusher.connect).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });
});
