/**
 * Frames as Reverb reads them: PHP's empty() on `data`, coercive `string` parameters, Laravel's
 * validator, array_filter on the frames it writes, and PHP arrays in presence data. Only a
 * client other than pusher-js sends these; what matters is that the answers are Reverb's.
 */
import { describe, expect, it } from 'vitest';
import { createBroadcaster } from './broadcaster';
import { createFakeConnection } from './fake-connection';

const KEY = 'app-key';
const INVALID = { event: 'pusher:error', data: { code: 4200, message: 'Invalid message format' } };
const UNAUTHORIZED = {
  event: 'pusher:error',
  data: { code: 4009, message: 'Connection is unauthorized' },
};

function setup() {
  const broadcaster = createBroadcaster({ appKey: KEY, appSecret: 'secret', seed: 1 });
  const connect = () => {
    const conn = createFakeConnection();
    const socketId = broadcaster.accept(conn, KEY)!;
    /** What the server answers to one frame. */
    const answer = (frame: string | object) => {
      const from = conn.sent.length;
      conn.emit(frame);
      return conn.sent.slice(from);
    };
    return { conn, socketId, answer };
  };
  return { broadcaster, connect };
}

describe('pusher: events', () => {
  it('answers a ping whatever empty data it carries, and a list', () => {
    const { connect } = setup();
    const { answer } = connect();
    for (const data of [0, false, '0', '', [], {}, [1], '{}'])
      expect(answer({ event: 'pusher:ping', data })).toEqual(['{"event":"pusher:pong"}']);
  });

  it('refuses data that is neither empty nor an array with 4200', () => {
    const { connect } = setup();
    const { conn, answer } = connect();
    for (const data of [5, true, 'text', '5']) {
      answer({ event: 'pusher:ping', data });
      expect(conn.received.at(-1)).toEqual(INVALID);
    }
  });

  it('sends the handshake again to a client that sends connection_established', () => {
    const { connect } = setup();
    const { conn, socketId, answer } = connect();
    expect(answer({ event: 'pusher:connection_established' })).toEqual([conn.sent[0]]);
    expect(conn.received.at(-1)?.data).toEqual({ socket_id: socketId, activity_timeout: 30 });
  });

  it('takes a number for a channel name as PHP coerces it', () => {
    const { broadcaster, connect } = setup();
    const { answer } = connect();
    expect(answer({ event: 'pusher:subscribe', data: { channel: 5 } })).toEqual([
      '{"event":"pusher_internal:subscription_succeeded","data":"{}","channel":"5"}',
    ]);
    expect(broadcaster.channel('5')?.subscribers).toHaveLength(1);
    expect(answer({ event: 'pusher:unsubscribe', data: { channel: 5 } })).toEqual([]);
    expect(broadcaster.channel('5')).toBeUndefined();
  });

  it('refuses a channel name that is null, an array or an object with 4200', () => {
    const { connect } = setup();
    const { conn, answer } = connect();
    for (const channel of [null, ['a'], { a: 1 }]) {
      answer({ event: 'pusher:subscribe', data: { channel } });
      expect(conn.received.at(-1)).toEqual(INVALID);
    }
  });

  it('leaves the channel key out of frames for a channel PHP finds false ("" and "0")', () => {
    const { connect } = setup();
    const { answer } = connect();
    expect(answer({ event: 'pusher:subscribe', data: { channel: '0' } })).toEqual([
      '{"event":"pusher_internal:subscription_succeeded","data":"{}"}',
    ]);
  });
});

describe('private and presence subscriptions', () => {
  it('refuses a numeric auth as a wrong signature (4009), not as a malformed frame', () => {
    const { connect } = setup();
    const { conn, answer } = connect();
    answer({ event: 'pusher:subscribe', data: { channel: 'private-x', auth: 123 } });
    expect(conn.received.at(-1)).toEqual(UNAUTHORIZED);
  });

  it('reads an empty channel_data as none: signed without it, subscribed', () => {
    const { broadcaster, connect } = setup();
    const { socketId, answer } = connect();
    const { auth } = broadcaster.signChannel(socketId, 'private-x');
    expect(
      answer({ event: 'pusher:subscribe', data: { channel: 'private-x', auth, channel_data: '' } }),
    ).toEqual([
      '{"event":"pusher_internal:subscription_succeeded","data":"{}","channel":"private-x"}',
    ]);
  });

  it('refuses signed channel_data that is JSON but no array with 4200', () => {
    const { broadcaster, connect } = setup();
    const { conn, socketId, answer } = connect();
    const signed = broadcaster.signChannel(socketId, 'presence-room', '5');
    answer({ event: 'pusher:subscribe', data: { channel: 'presence-room', ...signed } });
    expect(conn.received.at(-1)).toEqual(INVALID);
    expect(broadcaster.channel('presence-room')).toBeUndefined();
  });

  it('writes an empty presence hash as a JSON list, and a hash keyed 0, 1, … as a list too', () => {
    const { broadcaster, connect } = setup();
    const join = (channel: string, member: Record<string, unknown>) => {
      const { socketId, answer } = connect();
      const signed = broadcaster.signChannel(socketId, channel, member);
      return answer({ event: 'pusher:subscribe', data: { channel, ...signed } }).at(-1);
    };
    expect(join('presence-anon', { user_info: { name: 'No id' } })).toBe(
      '{"event":"pusher_internal:subscription_succeeded","data":"{\\"presence\\":{\\"count\\":0,\\"ids\\":[],\\"hash\\":[]}}","channel":"presence-anon"}',
    );
    expect(join('presence-zero', { user_id: 0, user_info: { name: 'Zero' } })).toBe(
      '{"event":"pusher_internal:subscription_succeeded","data":"{\\"presence\\":{\\"count\\":1,\\"ids\\":[0],\\"hash\\":[{\\"name\\":\\"Zero\\"}]}}","channel":"presence-zero"}',
    );
    expect(join('presence-seven', { user_id: 7, user_info: { name: 'Seven' } })).toContain(
      '\\"hash\\":{\\"7\\":{\\"name\\":\\"Seven\\"}}',
    );
  });
});

describe('client events', () => {
  it('relays a blank data as it came, since the validator skips it', () => {
    const { connect } = setup();
    const a = connect();
    const b = connect();
    a.answer({ event: 'pusher:subscribe', data: { channel: 'news' } });
    b.answer({ event: 'pusher:subscribe', data: { channel: 'news' } });
    a.answer({ event: 'client-typing', channel: 'news', data: '' });
    expect(b.conn.sent.at(-1)).toBe('{"event":"client-typing","channel":"news","data":""}');
  });

  it('refuses a blank channel with 4200', () => {
    const { connect } = setup();
    const { conn, answer } = connect();
    answer({ event: 'client-typing', channel: '  ', data: {} });
    expect(conn.received.at(-1)).toEqual(INVALID);
  });
});
