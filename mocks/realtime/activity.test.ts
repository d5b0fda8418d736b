/**
 * Reverb's ping and prune rounds (every 60 s): a subscribed connection silent for ping_interval
 * is pinged, and cut off with 4201 at the next round when it stayed silent.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBroadcaster } from './broadcaster';
import { createFakeConnection } from './fake-connection';

const KEY = 'app-key';
const PING = '{"event":"pusher:ping"}';
const PRUNED =
  '{"event":"pusher:error","data":"{\\"code\\":4201,\\"message\\":\\"Pong reply not received in time\\"}"}';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function connected(options: { pingInterval?: number } = {}) {
  const broadcaster = createBroadcaster({ appKey: KEY, appSecret: 'secret', seed: 1, ...options });
  const conn = createFakeConnection();
  const socketId = broadcaster.accept(conn, KEY)!;
  const sentAfterHandshake = () => conn.sent.slice(1);
  return { broadcaster, conn, socketId, sentAfterHandshake };
}

describe('pinging inactive connections and pruning stale ones', () => {
  it('pings a silent subscribed connection, then cuts it off with 4201 and no close frame', () => {
    const { broadcaster, conn, socketId, sentAfterHandshake } = connected();
    conn.emit({ event: 'pusher:subscribe', data: { channel: 'news' } });
    vi.advanceTimersByTime(60_000);
    expect(sentAfterHandshake().slice(1)).toEqual([PING]);
    expect(conn.closed).toBeNull();
    vi.advanceTimersByTime(60_000);
    expect(sentAfterHandshake().slice(1)).toEqual([PING, PRUNED]);
    expect(conn.closed).toEqual({ code: undefined, reason: undefined });
    expect(broadcaster.connections).toEqual([]);
    expect(broadcaster.channel('news')).toBeUndefined();
    expect(broadcaster.frames.last({ direction: 'close' })).toMatchObject({
      socketId,
      code: 1006,
      reason: 'Pong reply not received in time',
      closedBy: 'server',
    });
  });

  it('keeps a connection that answers the ping, and one that speaks on its own', () => {
    const { conn, sentAfterHandshake } = connected();
    conn.emit({ event: 'pusher:subscribe', data: { channel: 'news' } });
    vi.advanceTimersByTime(60_000);
    conn.emit({ event: 'pusher:pong', data: {} });
    vi.advanceTimersByTime(59_000);
    conn.emit({ event: 'pusher:ping', data: {} });
    // The round at 120 s: seen at 60 s and 119 s, so neither pinged nor cut off.
    vi.advanceTimersByTime(1_000);
    const pings = () => sentAfterHandshake().filter((raw) => raw === PING).length;
    expect([pings(), conn.closed]).toEqual([1, null]);
    // Silent since 119 s: pinged at 180 s, cut off at 240 s.
    vi.advanceTimersByTime(60_000);
    expect([pings(), conn.closed]).toEqual([2, null]);
    vi.advanceTimersByTime(60_000);
    expect(conn.closed).toEqual({ code: undefined, reason: undefined });
  });

  it('counts even a message it refuses as a sign of life', () => {
    const { conn } = connected();
    conn.emit({ event: 'pusher:subscribe', data: { channel: 'news' } });
    vi.advanceTimersByTime(60_000);
    conn.emit('not json');
    vi.advanceTimersByTime(60_000);
    expect(conn.closed).toBeNull();
  });

  it('leaves a connection with no subscription alone, as Reverb only sweeps its channels', () => {
    const { conn, sentAfterHandshake } = connected();
    vi.advanceTimersByTime(5 * 60_000);
    expect(sentAfterHandshake()).toEqual([]);
    expect(conn.closed).toBeNull();
  });

  it('pings with a control frame a client that used control frames, and takes them as activity', () => {
    const { conn, sentAfterHandshake } = connected();
    conn.emit({ event: 'pusher:subscribe', data: { channel: 'news' } });
    conn.controlPing();
    vi.advanceTimersByTime(60_000);
    expect(conn.controlPings).toBe(1);
    expect(sentAfterHandshake().slice(1)).toEqual([]);
    conn.controlPing();
    vi.advanceTimersByTime(60_000);
    expect(conn.closed).toBeNull();
  });

  it('waits ping_interval of silence before pinging, on the 60-second rounds', () => {
    const { conn, sentAfterHandshake } = connected({ pingInterval: 90 });
    conn.emit({ event: 'pusher:subscribe', data: { channel: 'news' } });
    vi.advanceTimersByTime(60_000);
    expect(sentAfterHandshake().slice(1)).toEqual([]);
    vi.advanceTimersByTime(60_000);
    expect(sentAfterHandshake().slice(1)).toEqual([PING]);
  });

  it('stops its rounds when nobody is subscribed', () => {
    const { conn } = connected();
    conn.emit({ event: 'pusher:subscribe', data: { channel: 'news' } });
    expect(vi.getTimerCount()).toBe(1);
    conn.emit({ event: 'pusher:unsubscribe', data: { channel: 'news' } });
    vi.advanceTimersByTime(60_000);
    expect(vi.getTimerCount()).toBe(0);
  });
});
