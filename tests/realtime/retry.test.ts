import type Pusher from 'pusher-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeStatus } from '@/lib/realtime/connection-status';
import { retryWhenUnavailable } from '@/lib/realtime/retry';

/** The part of pusher-js the retry uses, driven by hand. */
function fakePusher() {
  type Listener = (payload: never) => void;
  const listeners = new Set<(change: { current: string }) => void>();
  const errorListeners = new Set<(error: unknown) => void>();
  const setFor = (event: string) =>
    (event === 'error' ? errorListeners : listeners) as Set<Listener>;
  const connection = {
    state: 'connecting',
    bind: (event: string, listener: Listener) => setFor(event).add(listener),
    unbind: (event: string, listener: Listener) => setFor(event).delete(listener),
    updateStrategy: vi.fn(),
  };
  const pusher = { connection, disconnect: vi.fn(), connect: vi.fn() };
  const become = (current: string) => {
    connection.state = current;
    for (const listener of [...listeners]) listener({ current });
  };
  /** pusher-js's `error` event for a `pusher:error` that refused the connection (the handshake's). */
  const refusedWith = (code: number, message: string) => {
    for (const listener of [...errorListeners])
      listener({ type: 'WebSocketError', error: { type: 'PusherError', data: { code, message } } });
  };
  return { pusher, become, refusedWith, listeners, errorListeners };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('retryWhenUnavailable', () => {
  it('starts an unavailable connection again after each back-off delay, with a fresh strategy, until it connects', () => {
    const { pusher, become } = fakePusher();
    const statuses: RealtimeStatus[] = [];
    retryWhenUnavailable(pusher as unknown as Pusher, {
      delays: [100, 400],
      onStatus: (s) => statuses.push(s),
    });

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
    expect(statuses).toEqual([
      'unavailable',
      'unavailable',
      'unavailable',
      'unavailable',
      'unavailable',
      'connected',
    ]);

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

  it.each([
    [4009, 'Origin not allowed'],
    [4004, 'Application is over connection quota'],
    [4001, 'Application does not exist'],
  ])(
    'takes a connection Reverb refused (%i %s) for unavailable, and tries it again after the back-off',
    (code, message) => {
      const { pusher, become, refusedWith } = fakePusher();
      const statuses: RealtimeStatus[] = [];
      retryWhenUnavailable(pusher as unknown as Pusher, {
        delays: [100],
        onStatus: (s) => statuses.push(s),
      });
      become('connecting');
      refusedWith(code, message);
      // pusher-js's `refused` action: it disconnects and would never try again by itself.
      become('disconnected');
      expect(statuses).toEqual(['connecting', 'unavailable']);
      vi.advanceTimersByTime(100);
      expect(pusher.connect).toHaveBeenCalledTimes(1);
      // The restart's own disconnect is no new refusal; connecting again keeps the calm note up.
      become('disconnected');
      become('connecting');
      become('connected');
      expect(statuses).toEqual([
        'connecting',
        'unavailable',
        'unavailable',
        'unavailable',
        'connected',
      ]);
      vi.advanceTimersByTime(1000);
      expect(pusher.connect).toHaveBeenCalledTimes(1);
    },
  );

  it('leaves a disconnect after any other error alone (a 4201 is pusher-js’s own to retry)', () => {
    const { pusher, become, refusedWith } = fakePusher();
    const statuses: RealtimeStatus[] = [];
    retryWhenUnavailable(pusher as unknown as Pusher, {
      delays: [100],
      onStatus: (s) => statuses.push(s),
    });
    refusedWith(4201, 'Pong reply not received in time');
    become('disconnected');
    vi.advanceTimersByTime(1000);
    expect(pusher.connect).not.toHaveBeenCalled();
    expect(statuses).toEqual(['disconnected']);
  });

  it('stops: no restart is left scheduled after sign-out', () => {
    const { pusher, become, listeners, errorListeners } = fakePusher();
    const stop = retryWhenUnavailable(pusher as unknown as Pusher, {
      delays: [100],
      onStatus: () => undefined,
    });
    become('unavailable');
    stop();
    vi.advanceTimersByTime(1000);
    expect(pusher.connect).not.toHaveBeenCalled();
    expect(listeners.size).toBe(0);
    expect(errorListeners.size).toBe(0);
  });
});
