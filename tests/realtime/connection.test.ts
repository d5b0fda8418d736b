import { describe, expect, it, vi } from 'vitest';
import { UNIT_WAIT_MS } from '../support/test-waits';
import { pusherOf } from '@/lib/realtime/echo';
import { APP_KEY, broadcaster, connectClient, connected, installHarness } from './harness';

installHarness();

describe('connection (real pusher-js + Echo through msw)', () => {
  it('completes the Reverb handshake with protocol 7 and the configured timeouts', async () => {
    const echo = connectClient();
    const socketId = await connected(echo);
    expect(socketId).toMatch(/^\d+\.\d+$/);
    const [handshake] = broadcaster.frames.entries({ socketId });
    expect(handshake).toMatchObject({
      direction: 'out',
      event: 'pusher:connection_established',
      data: { socket_id: socketId, activity_timeout: 30 },
    });
    // data travels JSON-encoded inside the frame
    expect(typeof JSON.parse(handshake!.raw).data).toBe('string');
    const pusher = pusherOf(echo);
    expect(pusher.key).toBe(APP_KEY);
    expect(pusher.config).toMatchObject({
      activityTimeout: 120000,
      pongTimeout: 30000,
      unavailableTimeout: 10000,
      useTLS: false,
      wsHost: '127.0.0.1',
      wsPort: 4010,
      enableStats: false,
    });
    // pusher-js keeps min(client, server) as its activity timeout
    expect(pusher.connection.activityTimeout).toBe(30000);
  });

  it('refuses an unknown app key with 4001 and does not retry', async () => {
    const { default: Pusher } = await import('pusher-js');
    const errors: unknown[] = [];
    const pusher = new Pusher('wrong-key', {
      cluster: '',
      wsHost: '127.0.0.1',
      wsPort: 4010,
      forceTLS: false,
      enabledTransports: ['ws'],
    });
    pusher.connection.bind('error', (e: unknown) => errors.push(e));
    await vi.waitFor(() => expect(pusher.connection.state).toBe('disconnected'));
    // A retry would come after 1 s at the earliest.
    await new Promise((r) => setTimeout(r, 1200));
    expect(broadcaster.frames.entries({ event: 'pusher:error' }).map((e) => e.data)).toEqual([
      { code: 4001, message: 'Application does not exist' },
    ]);
    expect(broadcaster.frames.entries({ direction: 'close' }).map((e) => e.code)).toEqual([1006]);
    expect(errors).toEqual([
      {
        type: 'WebSocketError',
        error: { type: 'PusherError', data: { code: 4001, message: 'Application does not exist' } },
      },
    ]);
    expect(pusher.connection.state).toBe('disconnected');
    pusher.disconnect();
  });

  it('answers the client ping with pusher:pong', async () => {
    const echo = connectClient();
    const socketId = await connected(echo);
    const pusher = pusherOf(echo);
    const pong = broadcaster.frames.waitFor(
      { socketId, event: 'pusher:pong' },
      { timeoutMs: UNIT_WAIT_MS },
    );
    pusher.connection.send_event('pusher:ping', {});
    expect((await pong).raw).toBe('{"event":"pusher:pong"}');
  });

  it('reconnects when pongs are withheld, and stays up once they are answered again', async () => {
    const { default: Pusher } = await import('pusher-js');
    // Short client timeouts so that the ping comes after 150 ms of silence and gives up 150 ms later.
    const pusher = new Pusher(APP_KEY, {
      cluster: '',
      wsHost: '127.0.0.1',
      wsPort: 4010,
      forceTLS: false,
      enabledTransports: ['ws'],
      activityTimeout: 150,
      pongTimeout: 150,
    });
    try {
      await vi.waitFor(() => expect(pusher.connection.state).toBe('connected'));
      const first = pusher.connection.socket_id;
      broadcaster.faults.withholdPongs();
      const ping = await broadcaster.frames.waitFor(
        { socketId: first, event: 'pusher:ping' },
        { timeoutMs: UNIT_WAIT_MS },
      );
      const closed = await broadcaster.frames.waitFor(
        { socketId: first, direction: 'close' },
        { timeoutMs: UNIT_WAIT_MS },
      );
      expect(closed.closedBy).toBe('client');
      expect(closed.at - ping.at).toBeGreaterThanOrEqual(140);
      expect(broadcaster.frames.entries({ socketId: first, event: 'pusher:pong' })).toEqual([]);

      broadcaster.faults.answerPongs();
      await vi.waitFor(() =>
        expect(
          pusher.connection.state === 'connected' && pusher.connection.socket_id !== first,
        ).toBe(true),
      );
      const second = pusher.connection.socket_id;
      await broadcaster.frames.waitFor(
        { socketId: second, event: 'pusher:pong' },
        { timeoutMs: UNIT_WAIT_MS },
      );
      expect(broadcaster.frames.entries({ socketId: second, direction: 'close' })).toEqual([]);
    } finally {
      pusher.disconnect();
    }
  });
});
