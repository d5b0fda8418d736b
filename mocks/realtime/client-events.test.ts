import { describe, expect, it } from 'vitest';
import { member, setup } from './broadcaster-test-kit';

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
      '{"event":"client-typing","channel":"presence-room","data":{"typing":true},"user_id":"2"}',
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

  describe('what PHP makes of the relayed data (json_decode as arrays, then json_encode)', () => {
    const relayed = (acceptClientEventsFrom: 'members' | 'all', data: unknown) => {
      const { connect } = setup({ acceptClientEventsFrom });
      const [a, b] = [connect(), connect()];
      for (const c of [a, b]) c.conn.emit({ event: 'pusher:subscribe', data: { channel: 'news' } });
      b.conn.emit({ event: 'client-typing', channel: 'news', data });
      return a.conn.sent.at(-1);
    };

    it('sends an empty object back as [] (a whisper with data: {})', () => {
      expect(relayed('members', {})).toBe('{"event":"client-typing","channel":"news","data":[]}');
      expect(relayed('all', {})).toBe('{"event":"client-typing","channel":"news","data":[]}');
      // pusher-js may send data as a JSON string: Reverb decodes it first.
      expect(relayed('members', '{}')).toBe('{"event":"client-typing","channel":"news","data":[]}');
    });

    it('turns nested empty objects into [] and objects keyed 0, 1, … into lists, and keeps the rest', () => {
      expect(relayed('members', { draft: {}, at: { '0': 'a', '1': 'b' }, tags: [], n: 1.5 })).toBe(
        '{"event":"client-typing","channel":"news","data":{"draft":[],"at":["a","b"],"tags":[],"n":1.5}}',
      );
      expect(relayed('members', { '1': 'a' })).toBe(
        '{"event":"client-typing","channel":"news","data":{"1":"a"}}',
      );
    });
  });
});
