import { describe, expect, it, vi } from 'vitest';
import { createPresenceStore } from '@/features/live-updates/presence-store';
import { authorizeAs, broadcaster, connectClient, connected, installHarness } from './harness';

installHarness();

const ADA = { id: 1, name: 'Ada' };
const BOB = { id: 2, name: 'Bob' };
const info = (u: { id: number; name: string }) => ({ id: u.id, name: u.name, avatar_url: null });

describe('presence channels with two clients', () => {
  it('lists members, announces joins before the newcomer is in, and leaves only with the last connection', async () => {
    const ada = connectClient(authorizeAs(ADA));
    const adaSocket = await connected(ada);
    const adaHere = vi.fn();
    const adaJoining = vi.fn();
    const adaLeaving = vi.fn();
    ada.join('councils.4').here(adaHere).joining(adaJoining).leaving(adaLeaving);
    await vi.waitFor(() => expect(adaHere).toHaveBeenCalledWith([info(ADA)]));

    const bob = connectClient(authorizeAs(BOB));
    const bobSocket = await connected(bob);
    const bobHere = vi.fn();
    bob.join('councils.4').here(bobHere);
    await vi.waitFor(() => expect(bobHere).toHaveBeenCalledTimes(1));
    expect(bobHere.mock.calls[0]![0]).toEqual([info(ADA), info(BOB)]);
    await vi.waitFor(() => expect(adaJoining).toHaveBeenCalledWith(info(BOB)));

    // Reverb's order: the others hear member_added before the newcomer's subscription_succeeded.
    const sinceBob = broadcaster.frames
      .entries({ direction: 'out', channel: 'presence-councils.4' })
      .filter((e) => e.seq > broadcaster.frames.entries({ socketId: bobSocket })[0]!.seq);
    expect(sinceBob.map((e) => [e.socketId, e.event])).toEqual([
      [adaSocket, 'pusher_internal:member_added'],
      [bobSocket, 'pusher_internal:subscription_succeeded'],
    ]);
    expect(sinceBob[0]!.raw).toBe(
      '{"event":"pusher_internal:member_added","data":"{\\"user_id\\":\\"2\\",\\"user_info\\":{\\"id\\":2,\\"name\\":\\"Bob\\",\\"avatar_url\\":null}}","channel":"presence-councils.4"}',
    );

    // Bob opens a second tab: no new member for Ada; closing it changes nothing either.
    const bobTab = connectClient(authorizeAs(BOB));
    await connected(bobTab);
    const tabHere = vi.fn();
    bobTab.join('councils.4').here(tabHere);
    await vi.waitFor(() => expect(tabHere).toHaveBeenCalledWith([info(ADA), info(BOB)]));
    bobTab.disconnect();
    await vi.waitFor(() =>
      expect(broadcaster.channel('presence-councils.4')!.subscribers).toHaveLength(2),
    );
    expect(adaJoining).toHaveBeenCalledTimes(1);
    expect(adaLeaving).not.toHaveBeenCalled();

    // Bob's last connection leaves.
    bob.leave('councils.4');
    await vi.waitFor(() => expect(adaLeaving).toHaveBeenCalledWith(info(BOB)));
    expect(broadcaster.frames.last({ socketId: adaSocket })!.raw).toBe(
      '{"event":"pusher_internal:member_removed","data":"{\\"user_id\\":\\"2\\"}","channel":"presence-councils.4"}',
    );
    expect(broadcaster.frames.entries({ event: 'pusher_internal:member_removed' })).toHaveLength(1);
  });

  it('relays a whisper with the sender user_id to the other member only', async () => {
    const ada = connectClient(authorizeAs(ADA));
    const bob = connectClient(authorizeAs(BOB));
    await Promise.all([connected(ada), connected(bob)]);
    const bobHeard = vi.fn();
    const adaHeard = vi.fn();
    const adaChannel = ada.join('councils.5').listenForWhisper('typing', adaHeard);
    bob.join('councils.5').listenForWhisper('typing', bobHeard);
    await vi.waitFor(() =>
      expect(broadcaster.channel('presence-councils.5')?.presence?.count).toBe(2),
    );
    adaChannel.whisper('typing', { name: 'Ada' });
    await vi.waitFor(() =>
      expect(bobHeard).toHaveBeenCalledWith({ name: 'Ada' }, { user_id: '1' }),
    );
    expect(adaHeard).not.toHaveBeenCalled();
  });

  it.each([
    ['strings (Laravel signs the user id as one)', (id: number) => String(id)],
    ['integers (another backend)', (id: number) => id],
  ])(
    'gives the app its online members with ids as integers when the ids arrive as %s',
    async (_what, typed) => {
      const store = createPresenceStore();
      const join = async (user: { id: number; name: string }) => {
        const echo = connectClient(
          authorizeAs(user, {
            user_id: typed(user.id),
            user_info: { id: typed(user.id), name: user.name, avatar_url: null },
          }),
        );
        await connected(echo);
        return echo;
      };
      const ada = await join(ADA);
      ada.join('councils.6').here(store.here).joining(store.joining).leaving(store.leaving);
      await vi.waitFor(() => expect(store.getSnapshot()).toEqual([info(ADA)]));
      const bob = await join(BOB);
      bob.join('councils.6');
      await vi.waitFor(() => expect(store.getSnapshot()).toEqual([info(ADA), info(BOB)]));
      bob.leave('councils.6');
      await vi.waitFor(() => expect(store.getSnapshot()).toEqual([info(ADA)]));
    },
  );
});
