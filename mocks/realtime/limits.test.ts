/**
 * Reverb 1.10's opt-in limits (laravel/reverb src/Protocols/Pusher/Server.php: open() and
 * message(), Exceptions/*): off by default, and when on, the codes, messages and connection
 * handling Reverb has.
 */
import { describe, expect, it } from 'vitest';
import { KEY, member, setup } from './broadcaster-test-kit';
import { createFakeConnection } from './fake-connection';
import { resolveLimits } from './limits';
import { REVERB_LINE, REVERB_VERSION } from './reverb-version';

const RATE_LIMITED =
  '{"event":"pusher:error","data":"{\\"code\\":4301,\\"message\\":\\"Rate limit exceeded\\"}"}';
const ORIGIN_REFUSED =
  '{"event":"pusher:error","data":"{\\"code\\":4009,\\"message\\":\\"Origin not allowed\\"}"}';
const OVER_QUOTA =
  '{"event":"pusher:error","data":"{\\"code\\":4004,\\"message\\":\\"Application is over connection quota\\"}"}';
const PONG = '{"event":"pusher:pong"}';

describe('the Reverb release followed', () => {
  it('is named by the engine, in the 1.10 line', () => {
    const { broadcaster } = setup();
    expect(broadcaster.reverbVersion).toBe(REVERB_VERSION);
    expect(REVERB_VERSION.startsWith(REVERB_LINE.replace('x', ''))).toBe(true);
  });
});

describe('defaults, as in Reverb: every limit off', () => {
  it('answers 200 messages in a row, from a page of any origin and from no origin, with any number of connections', () => {
    const { broadcaster, connect } = setup();
    expect(broadcaster.limits).toEqual({
      rateLimiting: null,
      allowedOrigins: ['*'],
      maxConnections: null,
    });
    const { conn } = connect();
    for (let i = 0; i < 200; i++) conn.emit({ event: 'pusher:ping' });
    expect(conn.sent.filter((raw) => raw === PONG)).toHaveLength(200);
    for (const origin of ['https://anywhere.example', undefined]) {
      const other = createFakeConnection(origin);
      expect(broadcaster.accept(other, KEY)).toMatch(/^\d+\.\d+$/);
    }
    expect(broadcaster.rateLimitedMessages).toBe(0);
  });
});

describe('rate limit (rate_limiting)', () => {
  it('answers 4301 past max_attempts in the window, drops that message, keeps the connection, and counts anew after decay_seconds', () => {
    let clock = 10_000;
    const { broadcaster, connect } = setup({
      now: () => clock,
      limits: { rateLimiting: { maxAttempts: 3, decaySeconds: 2 } },
    });
    const { conn, socketId } = connect();
    conn.emit({ event: 'pusher:subscribe', data: { channel: 'news' } });
    conn.emit({ event: 'pusher:ping' });
    conn.emit({ event: 'pusher:ping' });
    conn.emit({ event: 'pusher:ping' }); // the 4th message of the window
    conn.emit({ event: 'pusher:unsubscribe', data: { channel: 'news' } });
    expect(conn.sent.slice(1)).toEqual([
      '{"event":"pusher_internal:subscription_succeeded","data":"{}","channel":"news"}',
      PONG,
      PONG,
      RATE_LIMITED,
      RATE_LIMITED,
    ]);
    expect(conn.closed).toBeNull();
    expect(broadcaster.channel('news')?.subscribers).toEqual([socketId]);
    expect(broadcaster.rateLimitedMessages).toBe(2);

    clock += 1_999; // still the window opened by the first message
    conn.emit({ event: 'pusher:ping' });
    expect(conn.sent.at(-1)).toBe(RATE_LIMITED);
    clock += 1; // the window is over: three more
    for (let i = 0; i < 4; i++) conn.emit({ event: 'pusher:ping' });
    expect(conn.sent.slice(-4)).toEqual([PONG, PONG, PONG, RATE_LIMITED]);
  });

  it('counts per connection: one client over its limit does not limit another', () => {
    const { connect } = setup({ limits: { rateLimiting: { maxAttempts: 1 } } });
    const [a, b] = [connect(), connect()];
    a.conn.emit({ event: 'pusher:ping' });
    a.conn.emit({ event: 'pusher:ping' });
    b.conn.emit({ event: 'pusher:ping' });
    expect(a.conn.sent.slice(1)).toEqual([PONG, RATE_LIMITED]);
    expect(b.conn.sent.slice(1)).toEqual([PONG]);
  });

  it('with terminate_on_limit cuts the socket without a close frame (1006), so the error never arrives, and ends its presence', () => {
    const { broadcaster, connect } = setup({
      limits: { rateLimiting: { maxAttempts: 1, terminateOnLimit: true } },
    });
    const [ada, bob] = [connect(), connect()];
    for (const [c, m] of [
      [ada, member(1, 'Ada')],
      [bob, member(2, 'Bob')],
    ] as const)
      c.conn.emit({
        event: 'pusher:subscribe',
        data: {
          channel: 'presence-room',
          ...broadcaster.signChannel(c.socketId, 'presence-room', m),
        },
      });
    const sentBefore = bob.conn.sent.length;
    bob.conn.emit({ event: 'client-typing', channel: 'presence-room', data: {} });
    expect(bob.conn.closed).toEqual({ code: undefined, reason: undefined });
    expect(bob.conn.sent.length).toBe(sentBefore);
    expect(ada.conn.sent.at(-1)).toBe(
      '{"event":"pusher_internal:member_removed","data":"{\\"user_id\\":\\"2\\"}","channel":"presence-room"}',
    );
    expect(
      broadcaster.frames.entries({ direction: 'close' }).map((e) => [e.code, e.reason, e.closedBy]),
    ).toEqual([[1006, 'Rate limit exceeded', 'server']]);
  });

  it('lets the size limit go first: an oversized message closes with 1009 without counting', () => {
    const { broadcaster, connect } = setup({
      maxMessageSize: 100,
      limits: { rateLimiting: { maxAttempts: 1 } },
    });
    const { conn } = connect();
    conn.emit('x'.repeat(101));
    expect(conn.closed).toEqual({ code: 1009, reason: 'Maximum message size exceeded' });
    expect(broadcaster.rateLimitedMessages).toBe(0);
  });
});

describe('origin allow-list (allowed_origins)', () => {
  const allowedOrigins = ['app.example.com', '*.example.org'];

  it("matches the Origin's host against the patterns, whatever its scheme and port", () => {
    const { broadcaster } = setup({ limits: { allowedOrigins } });
    for (const origin of [
      'https://app.example.com',
      'http://app.example.com:5173',
      'https://eu.example.org',
    ]) {
      const conn = createFakeConnection(origin);
      expect(broadcaster.accept(conn, KEY), origin).toMatch(/^\d+\.\d+$/);
      expect(conn.received[0]!.event).toBe('pusher:connection_established');
    }
  });

  it('refuses another host, or no Origin, with 4009 "Origin not allowed" instead of the handshake, leaving the socket to the client', () => {
    const { broadcaster } = setup({ limits: { allowedOrigins } });
    for (const origin of [
      'https://evil.example',
      'https://example.org',
      'https://app.example.com.evil.example',
      undefined,
    ]) {
      const conn = createFakeConnection(origin);
      expect(broadcaster.accept(conn, KEY), origin).toBeNull();
      expect(conn.sent).toEqual([ORIGIN_REFUSED]);
      expect(conn.closed).toBeNull();
    }
  });
});

describe('connection quota (max_connections)', () => {
  it('refuses a newcomer with 4004 while max_connections connections are subscribed, and takes one again when a place frees', () => {
    const { broadcaster, connect } = setup({ limits: { maxConnections: 1 } });
    const first = connect();
    // Reverb counts the channel manager's connections: one not subscribed yet does not count.
    expect(connect().socketId).toMatch(/^\d+\.\d+$/);
    first.conn.emit({ event: 'pusher:subscribe', data: { channel: 'news' } });

    const refused = createFakeConnection();
    expect(broadcaster.accept(refused, KEY)).toBeNull();
    expect(refused.sent).toEqual([OVER_QUOTA]);
    expect(refused.closed).toBeNull();

    first.conn.disconnect();
    const later = createFakeConnection();
    expect(broadcaster.accept(later, KEY)).toMatch(/^\d+\.\d+$/);
  });

  it('checks the quota before the origin, as Reverb does', () => {
    const { broadcaster, connect } = setup({
      limits: { maxConnections: 0, allowedOrigins: ['app.example.com'] },
    });
    expect(connect().conn.sent).toEqual([OVER_QUOTA]);
    expect(broadcaster.connections).toHaveLength(1);
  });
});

describe('settings', () => {
  it('refuse values that would silently turn a limit off or refuse everyone', () => {
    expect(() => resolveLimits({ rateLimiting: { maxAttempts: 0 } })).toThrow(
      /maxAttempts must be a whole number of at least 1, got 0/,
    );
    expect(() => resolveLimits({ rateLimiting: { decaySeconds: 1.5 } })).toThrow(/decaySeconds/);
    expect(() => resolveLimits({ maxConnections: -1 })).toThrow(/maxConnections/);
    expect(() => resolveLimits({ allowedOrigins: [] })).toThrow(/allowedOrigins is empty/);
    expect(resolveLimits({ rateLimiting: {} }).rateLimiting).toEqual({
      maxAttempts: 60,
      decaySeconds: 60,
      terminateOnLimit: false,
    });
  });
});
