import { describe, expect, it } from 'vitest';
import { createBroadcaster, RealtimeContractError } from './broadcaster';
import { createFakeConnection, type FakeConnection } from './fake-connection';

const KEY = 'app-key';
const SECRET = 'app-secret';

function setup(options: Partial<Parameters<typeof createBroadcaster>[0]> = {}) {
  const broadcaster = createBroadcaster({ appKey: KEY, appSecret: SECRET, seed: 1, ...options });
  const connect = (): { conn: FakeConnection; socketId: string } => {
    const conn = createFakeConnection();
    const socketId = broadcaster.accept(conn, KEY)!;
    return { conn, socketId };
  };
  return { broadcaster, connect };
}

const member = (id: number, name: string) => ({
  user_id: id,
  user_info: { id, name, avatar_url: null },
});

describe('handshake', () => {
  it('sends connection_established with a Reverb socket id and double-encoded data', () => {
    const { connect } = setup();
    const { conn, socketId } = connect();
    expect(socketId).toMatch(/^\d+\.\d+$/);
    expect(conn.sent).toEqual([
      `{"event":"pusher:connection_established","data":"{\\"socket_id\\":\\"${socketId}\\",\\"activity_timeout\\":30}"}`,
    ]);
  });

  it('gives distinct, deterministic socket ids per seed', () => {
    const a = setup().connect().socketId;
    const b = setup().connect().socketId;
    const { connect } = setup();
    const [c, d] = [connect().socketId, connect().socketId];
    expect(a).toBe(b);
    expect(c).not.toBe(d);
  });

  it('refuses an unknown app key with 4001 and a cut without close frame', () => {
    const { broadcaster } = setup();
    const conn = createFakeConnection();
    expect(broadcaster.accept(conn, 'wrong')).toBeNull();
    expect(conn.sent).toEqual([
      '{"event":"pusher:error","data":"{\\"code\\":4001,\\"message\\":\\"Application does not exist\\"}"}',
    ]);
    expect(conn.closed).toEqual({ code: undefined, reason: undefined });
    expect(broadcaster.connections).toEqual([]);
  });

  it('rejects a zero activity timeout (pusher-js would throw on the handshake)', () => {
    expect(() => createBroadcaster({ appKey: KEY, appSecret: SECRET, activityTimeout: 0 })).toThrow(
      /activityTimeout/,
    );
  });
});

describe('subscriptions', () => {
  it('subscribes to a public channel without auth', () => {
    const { connect } = setup();
    const { conn } = connect();
    conn.emit({ event: 'pusher:subscribe', data: { auth: '', channel: 'news' } });
    expect(conn.sent[1]).toBe(
      '{"event":"pusher_internal:subscription_succeeded","data":"{}","channel":"news"}',
    );
  });

  it('accepts a private channel signed with the app secret and refuses a bad signature with 4009', () => {
    const { broadcaster, connect } = setup();
    const { conn, socketId } = connect();
    const { auth } = broadcaster.signChannel(socketId, 'private-threads.1');
    expect(auth).toMatch(/^app-key:[0-9a-f]{64}$/);
    conn.emit({ event: 'pusher:subscribe', data: { auth, channel: 'private-threads.1' } });
    conn.emit({
      event: 'pusher:subscribe',
      data: { auth: `${KEY}:${'0'.repeat(64)}`, channel: 'private-threads.2' },
    });
    conn.emit({ event: 'pusher:subscribe', data: { channel: 'private-threads.3' } });
    expect(conn.sent.slice(1)).toEqual([
      '{"event":"pusher_internal:subscription_succeeded","data":"{}","channel":"private-threads.1"}',
      '{"event":"pusher:error","data":"{\\"code\\":4009,\\"message\\":\\"Connection is unauthorized\\"}"}',
      '{"event":"pusher:error","data":"{\\"code\\":4009,\\"message\\":\\"Connection is unauthorized\\"}"}',
    ]);
    expect(broadcaster.connections).toEqual([{ socketId, channels: ['private-threads.1'] }]);
  });

  it('refuses a signature made for another socket', () => {
    const { broadcaster, connect } = setup();
    const a = connect();
    const b = connect();
    b.conn.emit({
      event: 'pusher:subscribe',
      data: { ...broadcaster.signChannel(a.socketId, 'private-x'), channel: 'private-x' },
    });
    expect(b.conn.received.at(-1)).toEqual({
      event: 'pusher:error',
      data: { code: 4009, message: 'Connection is unauthorized' },
    });
  });

  it('stops delivering after pusher:unsubscribe', () => {
    const { broadcaster, connect } = setup({ schemas: {} });
    const { conn } = connect();
    conn.emit({ event: 'pusher:subscribe', data: { channel: 'news' } });
    conn.emit({ event: 'pusher:unsubscribe', data: { channel: 'news' } });
    expect(broadcaster.publish('news', 'story', { id: 1 })).toBe(0);
    expect(broadcaster.channel('news')).toBeUndefined();
  });
});

describe('presence', () => {
  function join(
    broadcaster: ReturnType<typeof setup>['broadcaster'],
    c: { conn: FakeConnection; socketId: string },
    m: object,
  ) {
    const signed = broadcaster.signChannel(
      c.socketId,
      'presence-councils.4',
      m as Record<string, unknown>,
    );
    c.conn.emit({ event: 'pusher:subscribe', data: { ...signed, channel: 'presence-councils.4' } });
  }

  it('tells the others before the newcomer, deduplicates users, and removes a user with the last connection', () => {
    const { broadcaster, connect } = setup();
    const ada = connect();
    const bob = connect();
    const bob2 = connect();
    join(broadcaster, ada, member(1, 'Ada'));
    join(broadcaster, bob, member(2, 'Bob'));
    join(broadcaster, bob2, member(2, 'Bob'));

    expect(ada.conn.received.slice(1)).toEqual([
      {
        event: 'pusher_internal:subscription_succeeded',
        channel: 'presence-councils.4',
        data: {
          presence: { count: 1, ids: [1], hash: { '1': { id: 1, name: 'Ada', avatar_url: null } } },
        },
      },
      {
        event: 'pusher_internal:member_added',
        channel: 'presence-councils.4',
        data: member(2, 'Bob'),
      },
    ]);
    expect(bob2.conn.received.at(-1)!.data).toEqual({
      presence: {
        count: 2,
        ids: [1, 2],
        hash: {
          '1': { id: 1, name: 'Ada', avatar_url: null },
          '2': { id: 2, name: 'Bob', avatar_url: null },
        },
      },
    });
    // member_added for Bob went to Ada before Bob's own subscription_succeeded.
    const order = broadcaster.frames
      .entries({ direction: 'out', channel: 'presence-councils.4' })
      .map(
        (e) =>
          `${e.socketId === ada.socketId ? 'ada' : e.socketId === bob.socketId ? 'bob' : 'bob2'}:${e.event}`,
      );
    expect(order).toEqual([
      'ada:pusher_internal:subscription_succeeded',
      'ada:pusher_internal:member_added',
      'bob:pusher_internal:subscription_succeeded',
      'bob2:pusher_internal:subscription_succeeded',
    ]);

    bob2.conn.disconnect();
    expect(ada.conn.received.at(-1)!.event).toBe('pusher_internal:member_added');
    bob.conn.emit({ event: 'pusher:unsubscribe', data: { channel: 'presence-councils.4' } });
    expect(ada.conn.sent.at(-1)).toBe(
      '{"event":"pusher_internal:member_removed","data":"{\\"user_id\\":2}","channel":"presence-councils.4"}',
    );
    expect(broadcaster.channel('presence-councils.4')!.presence).toEqual({
      count: 1,
      ids: [1],
      hash: { '1': { id: 1, name: 'Ada', avatar_url: null } },
    });
  });

  it('checks the signature over the exact channel_data string', () => {
    const { broadcaster, connect } = setup();
    const c = connect();
    const signed = broadcaster.signChannel(c.socketId, 'presence-councils.4', member(1, 'Ada'));
    c.conn.emit({
      event: 'pusher:subscribe',
      data: {
        ...signed,
        channel_data: JSON.stringify(member(1, 'Eve')),
        channel: 'presence-councils.4',
      },
    });
    expect(c.conn.received.at(-1)).toEqual({
      event: 'pusher:error',
      data: { code: 4009, message: 'Connection is unauthorized' },
    });
  });
});

describe('client events', () => {
  it('relays client-* to the other subscribers only, with the sender presence user_id and data as an object', () => {
    const { broadcaster, connect } = setup();
    const [a, b, c] = [connect(), connect(), connect()];
    for (const [x, m] of [
      [a, member(1, 'Ada')],
      [b, member(2, 'Bob')],
    ] as const) {
      x.conn.emit({
        event: 'pusher:subscribe',
        data: {
          ...broadcaster.signChannel(x.socketId, 'presence-room', m),
          channel: 'presence-room',
        },
      });
    }
    const before = [a.conn.sent.length, c.conn.sent.length];
    b.conn.emit({ event: 'client-typing', data: { typing: true }, channel: 'presence-room' });
    expect(a.conn.sent.slice(before[0])).toEqual([
      '{"event":"client-typing","channel":"presence-room","data":{"typing":true},"user_id":2}',
    ]);
    expect(b.conn.received.some((f) => f.event === 'client-typing')).toBe(false);
    expect(c.conn.sent.length).toBe(before[1]);
  });

  it('answers 4009 to a sender not subscribed to the channel, and ignores non-client events', () => {
    const { connect } = setup();
    const a = connect();
    a.conn.emit({ event: 'client-typing', data: {}, channel: 'presence-room' });
    a.conn.emit({ event: 'typing', data: {}, channel: 'presence-room' });
    expect(a.conn.sent.slice(1)).toEqual([
      '{"event":"pusher:error","data":"{\\"code\\":4009,\\"message\\":\\"The client is not a member of the specified channel.\\"}"}',
    ]);
  });

  it('answers 4301 when client events are disabled', () => {
    const { connect } = setup({ acceptClientEventsFrom: 'none' });
    const a = connect();
    a.conn.emit({ event: 'client-typing', data: {}, channel: 'news' });
    expect(a.conn.received.at(-1)!.data).toEqual({
      code: 4301,
      message: 'The app does not have client messaging enabled.',
    });
  });
});

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
      data: { user_id: 1 },
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
