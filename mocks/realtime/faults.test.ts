import { describe, expect, it } from 'vitest';
import { member, setup } from './broadcaster-test-kit';

describe('ping, errors and faults', () => {
  it('answers pusher:ping with a bare pusher:pong', () => {
    const { connect } = setup();
    const { conn } = connect();
    conn.emit({ event: 'pusher:ping', data: {} });
    expect(conn.sent.at(-1)).toBe('{"event":"pusher:pong"}');
  });

  it('delays or withholds pongs on demand', async () => {
    const { broadcaster, connect } = setup();
    const { conn } = connect();
    broadcaster.faults.withholdPongs();
    conn.emit({ event: 'pusher:ping', data: {} });
    broadcaster.faults.delayPongs(20);
    conn.emit({ event: 'pusher:ping', data: {} });
    expect(conn.sent).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 40));
    expect(conn.sent.slice(1)).toEqual(['{"event":"pusher:pong"}']);
  });

  it('answers malformed frames and unknown pusher events with 4200', () => {
    const { connect } = setup();
    const { conn } = connect();
    conn.emit('not json');
    conn.emit({ data: {} });
    conn.emit({ event: 'pusher:dance', data: {} });
    conn.emit({ event: 'pusher:subscribe', data: {} });
    expect(conn.received.slice(1).map((f) => f.data)).toEqual(
      Array(4).fill({ code: 4200, message: 'Invalid message format' }),
    );
  });

  it('refuses subscriptions matching a pattern, as a 4009 error or a subscription_error', () => {
    const { broadcaster, connect } = setup();
    const { conn, socketId } = connect();
    broadcaster.faults.refuseSubscriptions('private-threads.*');
    broadcaster.faults.refuseSubscriptions(/^presence-/, 'subscription_error');
    conn.emit({
      event: 'pusher:subscribe',
      data: {
        ...broadcaster.signChannel(socketId, 'private-threads.9'),
        channel: 'private-threads.9',
      },
    });
    conn.emit({
      event: 'pusher:subscribe',
      data: {
        ...broadcaster.signChannel(socketId, 'presence-x', member(1, 'Ada')),
        channel: 'presence-x',
      },
    });
    conn.emit({
      event: 'pusher:subscribe',
      data: {
        ...broadcaster.signChannel(socketId, 'private-App.Models.User.1'),
        channel: 'private-App.Models.User.1',
      },
    });
    expect(conn.received.slice(1)).toEqual([
      { event: 'pusher:error', data: { code: 4009, message: 'Connection is unauthorized' } },
      {
        event: 'pusher:subscription_error',
        channel: 'presence-x',
        data: {
          type: 'AuthError',
          error: 'Subscription to presence-x refused (fault injection)',
          status: 403,
        },
      },
      {
        event: 'pusher_internal:subscription_succeeded',
        channel: 'private-App.Models.User.1',
        data: {},
      },
    ]);
  });

  it('drops one or all connections with a 41xx code and cleans up presence', () => {
    const { broadcaster, connect } = setup();
    const [a, b, c] = [connect(), connect(), connect()];
    a.conn.emit({
      event: 'pusher:subscribe',
      data: {
        ...broadcaster.signChannel(a.socketId, 'presence-r', member(1, 'Ada')),
        channel: 'presence-r',
      },
    });
    b.conn.emit({
      event: 'pusher:subscribe',
      data: {
        ...broadcaster.signChannel(b.socketId, 'presence-r', member(2, 'Bob')),
        channel: 'presence-r',
      },
    });
    expect(broadcaster.faults.drop(a.socketId)).toBe(true);
    expect(a.conn.closed).toEqual({ code: 4100, reason: 'Connection dropped by fault injection' });
    expect(b.conn.received.at(-1)).toEqual({
      event: 'pusher_internal:member_removed',
      channel: 'presence-r',
      data: { user_id: '1' },
    });
    expect(broadcaster.faults.dropAll(4101, 'bye')).toBe(2);
    expect(c.conn.closed).toEqual({ code: 4101, reason: 'bye' });
    expect(
      broadcaster.frames.entries({ direction: 'close' }).map((e) => [e.code, e.closedBy]),
    ).toEqual([
      [4100, 'server'],
      [4101, 'server'],
      [4101, 'server'],
    ]);
    expect(broadcaster.connections).toEqual([]);
  });
});
