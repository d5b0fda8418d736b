import { describe, expect, it } from 'vitest';
import { createBroadcaster } from './broadcaster';
import { KEY, SECRET, setup } from './broadcaster-test-kit';
import { createFakeConnection } from './fake-connection';

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
