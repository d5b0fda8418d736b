import { describe, expect, it } from 'vitest';
import { member, setup, type Connected } from './broadcaster-test-kit';

describe('presence', () => {
  function join(broadcaster: ReturnType<typeof setup>['broadcaster'], c: Connected, m: object) {
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
          presence: {
            count: 1,
            ids: ['1'],
            hash: { '1': { id: 1, name: 'Ada', avatar_url: null } },
          },
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
        ids: ['1', '2'],
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
      '{"event":"pusher_internal:member_removed","data":"{\\"user_id\\":\\"2\\"}","channel":"presence-councils.4"}',
    );
    expect(broadcaster.channel('presence-councils.4')!.presence).toEqual({
      count: 1,
      ids: ['1'],
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

  it('sends the string ids Laravel signs, on the wire, in every presence frame', () => {
    const { broadcaster, connect } = setup();
    const [ada, bob] = [connect(), connect()];
    join(broadcaster, ada, member(1, 'Ada'));
    join(broadcaster, bob, member(2, 'Bob'));
    const bobInfo = '{\\"id\\":2,\\"name\\":\\"Bob\\",\\"avatar_url\\":null}';
    const adaInfo = '{\\"id\\":1,\\"name\\":\\"Ada\\",\\"avatar_url\\":null}';
    expect(ada.conn.sent[2]).toBe(
      `{"event":"pusher_internal:member_added","data":"{\\"user_id\\":\\"2\\",\\"user_info\\":${bobInfo}}","channel":"presence-councils.4"}`,
    );
    expect(bob.conn.sent[1]).toBe(
      `{"event":"pusher_internal:subscription_succeeded","data":"{\\"presence\\":{\\"count\\":2,\\"ids\\":[\\"1\\",\\"2\\"],\\"hash\\":{\\"1\\":${adaInfo},\\"2\\":${bobInfo}}}}","channel":"presence-councils.4"}`,
    );
    bob.conn.emit({ event: 'client-typing', channel: 'presence-councils.4', data: { on: true } });
    expect(ada.conn.sent.at(-1)).toBe(
      '{"event":"client-typing","channel":"presence-councils.4","data":{"on":true},"user_id":"2"}',
    );
  });

  it('relays integer ids as they were signed (Reverb does not type them), and treats "2" and 2 as one user', () => {
    const { broadcaster, connect } = setup();
    const [ada, bob, bobTab] = [connect(), connect(), connect()];
    const asInteger = (id: number, name: string) => ({ user_id: id, user_info: { id, name } });
    join(broadcaster, ada, asInteger(1, 'Ada'));
    join(broadcaster, bob, asInteger(2, 'Bob'));
    join(broadcaster, bobTab, member(2, 'Bob'));
    expect(bobTab.conn.received.at(-1)!.data).toEqual({
      presence: {
        count: 2,
        ids: [1, 2],
        hash: { '1': { id: 1, name: 'Ada' }, '2': { id: 2, name: 'Bob' } },
      },
    });
    // Bob's second connection (signed with "2") is the same user: no member_added for Ada.
    expect(
      ada.conn.received.filter((f) => f.event === 'pusher_internal:member_added'),
    ).toHaveLength(1);
    bob.conn.disconnect();
    bobTab.conn.disconnect();
    expect(ada.conn.sent.at(-1)).toBe(
      '{"event":"pusher_internal:member_removed","data":"{\\"user_id\\":\\"2\\"}","channel":"presence-councils.4"}',
    );
  });
});
