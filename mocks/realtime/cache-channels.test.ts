/**
 * Reverb's cache channels (ChannelBroker, CacheChannel, EventHandler::sendCachedPayload): a
 * newcomer gets the channel's last event right after subscription_succeeded, or pusher:cache_miss.
 */
import { describe, expect, it } from 'vitest';
import { createBroadcaster } from './broadcaster';
import { createFakeConnection } from './fake-connection';

const KEY = 'app-key';

function setup() {
  const broadcaster = createBroadcaster({ appKey: KEY, appSecret: 'secret', seed: 1, schemas: {} });
  const connect = () => {
    const conn = createFakeConnection();
    const socketId = broadcaster.accept(conn, KEY)!;
    return { conn, socketId, after: (from: number) => conn.sent.slice(from) };
  };
  return { broadcaster, connect };
}

describe('cache channels', () => {
  it('answers a subscription with pusher:cache_miss while nothing was sent', () => {
    const { connect } = setup();
    const { conn } = connect();
    conn.emit({ event: 'pusher:subscribe', data: { channel: 'cache-prices' } });
    expect(conn.sent.slice(1)).toEqual([
      '{"event":"pusher_internal:subscription_succeeded","data":"{}","channel":"cache-prices"}',
      '{"event":"pusher:cache_miss","channel":"cache-prices"}',
    ]);
  });

  it('gives a newcomer the last event published while the channel had subscribers', () => {
    const { broadcaster, connect } = setup();
    const first = connect();
    first.conn.emit({ event: 'pusher:subscribe', data: { channel: 'cache-prices' } });
    broadcaster.publish('cache-prices', 'price.changed', { price: 1 });
    broadcaster.publish('cache-prices', 'price.changed', { price: 2 });
    const late = connect();
    late.conn.emit({ event: 'pusher:subscribe', data: { channel: 'cache-prices' } });
    expect(late.conn.sent.slice(1)).toEqual([
      '{"event":"pusher_internal:subscription_succeeded","data":"{}","channel":"cache-prices"}',
      '{"event":"price.changed","data":"{\\"price\\":2}","channel":"cache-prices"}',
    ]);
  });

  it('forgets the event with the channel: published to nobody, or after the last subscriber left', () => {
    const { broadcaster, connect } = setup();
    broadcaster.publish('cache-prices', 'price.changed', { price: 1 });
    const a = connect();
    a.conn.emit({ event: 'pusher:subscribe', data: { channel: 'cache-prices' } });
    expect(a.conn.received.at(-1)?.event).toBe('pusher:cache_miss');
    broadcaster.publish('cache-prices', 'price.changed', { price: 2 });
    a.conn.emit({ event: 'pusher:unsubscribe', data: { channel: 'cache-prices' } });
    const b = connect();
    b.conn.emit({ event: 'pusher:subscribe', data: { channel: 'cache-prices' } });
    expect(b.conn.received.at(-1)?.event).toBe('pusher:cache_miss');
  });

  it('keeps what presence-cache channels broadcast, but not member_added', () => {
    const { broadcaster, connect } = setup();
    const channel = 'presence-cache-room';
    const join = (user: number) => {
      const { conn, socketId } = connect();
      const member = { user_id: user, user_info: { name: `User ${user}` } };
      const auth = broadcaster.signChannel(socketId, channel, member);
      conn.emit({ event: 'pusher:subscribe', data: { channel, ...auth } });
      return conn;
    };
    const one = join(1);
    const two = join(2);
    // Two's subscription answered with a miss: one's member_added for two was not kept.
    expect(two.received.at(-1)).toEqual({ event: 'pusher:cache_miss', channel });
    two.disconnect();
    // member_removed goes through the channel's broadcast, so the channel keeps it.
    expect(one.received.at(-1)?.event).toBe('pusher_internal:member_removed');
    const three = join(3);
    expect(three.received.at(-1)).toEqual({
      event: 'pusher_internal:member_removed',
      channel,
      data: { user_id: 2 },
    });
  });

  it('treats private-cache- channels as private: a bad signature is refused', () => {
    const { connect } = setup();
    const { conn } = connect();
    conn.emit({
      event: 'pusher:subscribe',
      data: { channel: 'private-cache-x', auth: 'app-key:bad' },
    });
    expect(conn.received.at(-1)).toEqual({
      event: 'pusher:error',
      data: { code: 4009, message: 'Connection is unauthorized' },
    });
  });
});
