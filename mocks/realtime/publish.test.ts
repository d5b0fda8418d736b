import { describe, expect, it } from 'vitest';
import { RealtimeContractError } from './broadcaster';
import { setup } from './broadcaster-test-kit';

describe('publish', () => {
  it('sends Laravel-shaped frames to subscribers, except the given socket', () => {
    const { broadcaster, connect } = setup({ schemas: {} });
    const [a, b] = [connect(), connect()];
    for (const x of [a, b])
      x.conn.emit({
        event: 'pusher:subscribe',
        data: {
          ...broadcaster.signChannel(x.socketId, 'private-threads.1'),
          channel: 'private-threads.1',
        },
      });
    expect(
      broadcaster.publish(
        'private-threads.1',
        'thread.touched',
        { id: 1 },
        { exceptSocketId: a.socketId },
      ),
    ).toBe(1);
    expect(b.conn.sent.at(-1)).toBe(
      '{"event":"thread.touched","data":"{\\"id\\":1}","channel":"private-threads.1"}',
    );
    expect(a.conn.received.at(-1)!.event).toBe('pusher_internal:subscription_succeeded');
  });

  it('refuses a payload that breaks the contract schema of its event', () => {
    const { broadcaster } = setup();
    expect(() =>
      broadcaster.publish('private-threads.1', 'message.delta', {
        thread_id: 1,
        message_id: 2,
        index: -1,
        delta: 'x',
      }),
    ).toThrow(RealtimeContractError);
    expect(
      broadcaster.publish('private-threads.1', 'message.delta', {
        thread_id: 1,
        message_id: 2,
        index: 0,
        delta: 'x',
      }),
    ).toBe(0);
  });
});

describe('frame log', () => {
  it('logs both directions with socket id, time, event and channel, bounded and clearable', async () => {
    let clock = 1000;
    const { broadcaster, connect } = setup({ frameLogCapacity: 3, now: () => clock });
    const { conn, socketId } = connect();
    clock = 1001;
    conn.emit({ event: 'pusher:subscribe', data: { channel: 'news' } });
    expect(
      broadcaster.frames.entries().map(({ seq, at, socketId: s, direction, event, channel }) => ({
        seq,
        at,
        s,
        direction,
        event,
        channel,
      })),
    ).toEqual([
      {
        seq: 1,
        at: 1000,
        s: socketId,
        direction: 'out',
        event: 'pusher:connection_established',
        channel: null,
      },
      { seq: 2, at: 1001, s: socketId, direction: 'in', event: 'pusher:subscribe', channel: null },
      {
        seq: 3,
        at: 1001,
        s: socketId,
        direction: 'out',
        event: 'pusher_internal:subscription_succeeded',
        channel: 'news',
      },
    ]);
    const waiting = broadcaster.frames.waitFor({ event: 'pusher:pong' });
    conn.emit({ event: 'pusher:ping', data: {} });
    expect((await waiting).seq).toBe(5);
    expect(broadcaster.frames.entries()).toHaveLength(3);
    expect(broadcaster.frames.events()).toEqual([
      'pusher_internal:subscription_succeeded',
      'pusher:ping',
      'pusher:pong',
    ]);
    broadcaster.frames.clear();
    expect(broadcaster.frames.entries()).toEqual([]);
    await expect(broadcaster.frames.waitFor({ event: 'never' }, { timeoutMs: 10 })).rejects.toThrow(
      /No frame matching/,
    );
  });

  it('reset() drops connections and forgets channels, faults and frames', () => {
    const { broadcaster, connect } = setup();
    const { conn } = connect();
    conn.emit({ event: 'pusher:subscribe', data: { channel: 'news' } });
    broadcaster.faults.withholdPongs();
    broadcaster.reset();
    expect(conn.closed).toEqual({ code: 4100, reason: 'Broadcaster reset' });
    expect([
      broadcaster.connections,
      broadcaster.frames.entries(),
      broadcaster.faults.state.pong,
    ]).toEqual([[], [], { mode: 'answer' }]);
  });
});
