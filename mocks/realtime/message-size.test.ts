/**
 * Reverb's `max_message_size` in the engine itself (what the browser and vitest transports rely
 * on): a client message over 10,000 bytes ends the connection with 1009, as Reverb's WebSocket
 * layer does, and nothing of it is kept; a message at the limit is handled as usual.
 */
import { describe, expect, it } from 'vitest';
import { createBroadcaster, REVERB_MAX_MESSAGE_SIZE } from './broadcaster';
import { createFakeConnection } from './fake-connection';

const KEY = 'app-key';

/** A pusher:ping padded to exactly `bytes` bytes of UTF-8. */
function pingOf(bytes: number, filler = 'a'): string {
  const frame = (pad: string) => JSON.stringify({ event: 'pusher:ping', data: { pad } });
  const overhead = frame('').length;
  return frame(filler.repeat((bytes - overhead) / new TextEncoder().encode(filler).length));
}

function setup() {
  const broadcaster = createBroadcaster({ appKey: KEY, appSecret: 'secret', seed: 1 });
  const conn = createFakeConnection();
  const socketId = broadcaster.accept(conn, KEY)!;
  return { broadcaster, conn, socketId };
}

describe('maximum message size', () => {
  it('is Reverb’s default, 10,000 bytes', () => {
    expect(REVERB_MAX_MESSAGE_SIZE).toBe(10_000);
    expect(setup().broadcaster.maxMessageSize).toBe(10_000);
  });

  it('handles a message of exactly the limit', () => {
    const { conn } = setup();
    conn.emit(pingOf(10_000));
    expect(conn.received.at(-1)).toEqual({ event: 'pusher:pong' });
    expect(conn.closed).toBeNull();
  });

  it('closes with 1009 "Maximum message size exceeded" one byte over, keeping nothing of it', () => {
    const { broadcaster, conn, socketId } = setup();
    conn.emit({ event: 'pusher:subscribe', data: { channel: 'news' } });
    expect(broadcaster.channel('news')?.subscribers).toEqual([socketId]);
    const sentBefore = conn.sent.length;

    conn.emit(pingOf(10_001));
    expect(conn.closed).toEqual({ code: 1009, reason: 'Maximum message size exceeded' });
    expect(conn.sent).toHaveLength(sentBefore);
    expect(broadcaster.refusedMessages).toBe(1);
    // What the closed socket held is gone: its channels, its entry in the connection list.
    expect(broadcaster.connections).toEqual([]);
    expect(broadcaster.channel('news')).toBeUndefined();
    expect(broadcaster.frames.entries({ direction: 'in' }).every((e) => e.raw.length < 1000)).toBe(
      true,
    );
    expect(broadcaster.frames.last()).toMatchObject({
      direction: 'close',
      code: 1009,
      closedBy: 'server',
    });

    // Later frames of that socket are not read.
    conn.emit(pingOf(20_000));
    expect(broadcaster.refusedMessages).toBe(1);
  });

  it('counts bytes, not characters', () => {
    const { conn } = setup();
    conn.emit(pingOf(12_000, '€')); // 3 bytes each: about 4,000 characters
    expect(conn.closed).toEqual({ code: 1009, reason: 'Maximum message size exceeded' });
  });

  it('refuses client events over the limit too, before relaying them', () => {
    const { broadcaster, conn } = setup();
    const other = createFakeConnection();
    broadcaster.accept(other, KEY);
    broadcaster.registerSchemas({});
    conn.emit({ event: 'client-typing', channel: 'news', data: { text: 'x'.repeat(1_000_000) } });
    expect(conn.closed?.code).toBe(1009);
    expect(other.sent).toHaveLength(1); // its handshake only
  });
});
