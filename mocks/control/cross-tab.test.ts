import { afterEach, describe, expect, it, vi } from 'vitest';
import { USERS } from '../db/seed-ids';
import { createMockState } from '../state';
import { watchState } from './changes';
import { connectTabs, listenEarly, type ChannelLike, type CrossTabOptions } from './cross-tab';
import { persistState, restoreState, STORAGE_KEY, type StoredState } from './persistence';
import { cloneFirst, memoryStorage } from './testing';

const open: Array<{ close(): void }> = [];
let channelCount = 0;
/** The tabs on each channel name, so a tab knows how many messages the others sent it. */
const byName = new Map<string, Array<{ post: { mock: { calls: unknown[] } } }>>();

/** A tab: its own state and its own BroadcastChannel object on a channel name the test shares. */
async function tab(name: string, options: CrossTabOptions = {}) {
  const state = await createMockState();
  const feed = watchState(state);
  const channel = new BroadcastChannel(name) as unknown as ChannelLike;
  const post = vi.spyOn(channel, 'postMessage');
  const tabs = connectTabs(feed, { channel, ...options });
  // Counted after the tab's own listener has run for the same message.
  let received = 0;
  channel.addEventListener('message', () => void (received += 1));
  open.push(tabs);
  const others = () => (byName.get(name) ?? []).filter((other) => other !== self);
  const self = {
    state,
    feed,
    tabs,
    post,
    received: () => received,
    sentToMe: () => others().reduce((sum, other) => sum + other.post.mock.calls.length, 0),
  };
  byName.set(name, [...(byName.get(name) ?? []), self]);
  return self;
}

async function twoTabs(options: CrossTabOptions = {}) {
  const name = `council-mock-test-${++channelCount}`;
  return [await tab(name), await tab(name, options)] as const;
}

/**
 * BroadcastChannel delivers asynchronously: wait until each tab has received every message the
 * other tabs posted, then until its feed has applied them in order.
 */
async function delivered(
  ...tabs: Array<{ feed: { settled(): Promise<void> }; received(): number; sentToMe(): number }>
) {
  await vi.waitFor(() => {
    for (const t of tabs) expect(t.received()).toBe(t.sentToMe());
  });
  await Promise.all(tabs.map((t) => t.feed.settled()));
}

afterEach(() => {
  for (const item of open.splice(0)) item.close();
});

describe('cross-tab relay', () => {
  it('applies creations, updates and deletions of one tab in the other', async () => {
    const [a, b] = await twoTabs();
    const created = await cloneFirst(a.state, 'folders', { name: 'From tab A' });
    const thread = a.state.db.threads.all()[2]!;
    a.state.db.threads.update(thread.id, { title: 'Renamed in A' });
    const doomed = a.state.db.folders.all()[0]!;
    a.state.db.folders.delete(doomed.id);
    await delivered(b);

    expect(b.state.db.folders.get(created.id)).toEqual(a.state.db.folders.get(created.id));
    expect(b.state.db.threads.get(thread.id)?.title).toBe('Renamed in A');
    expect(b.state.db.folders.get(doomed.id)).toBeUndefined();
    expect(b.state.db.folders.size).toBe(a.state.db.folders.size);
  });

  it('works both ways and never relays back what it received', async () => {
    const [a, b] = await twoTabs();
    await cloneFirst(a.state, 'folders', { name: 'A' });
    await delivered(b);
    expect(b.post).not.toHaveBeenCalled();

    const fromB = await cloneFirst(b.state, 'folders', { name: 'B' });
    await delivered(a);
    expect(a.state.db.folders.get(fromB.id)?.name).toBe('B');
    expect(a.post).toHaveBeenCalledTimes(1);
    expect(b.post).toHaveBeenCalledTimes(1);
  });

  it('applies a quick create-then-update of a new record in order', async () => {
    const [a, b] = await twoTabs();
    const created = await cloneFirst(a.state, 'folders', { name: 'v1' });
    a.state.db.folders.update(created.id, { name: 'v2' });
    a.state.db.folders.update(created.id, { name: 'v3' });
    await delivered(b);
    expect(b.state.db.folders.get(created.id)?.name).toBe('v3');
  });

  it('shares sessions (a login in one tab is known in the other) and fault settings', async () => {
    const [a, b] = await twoTabs();
    const guest = a.state.sessions.create();
    a.state.sessions.signIn(guest, USERS.member);
    a.state.faults.set({ offline: true });
    a.state.faults.force('getProfile', { status: 500 });
    await delivered(b);

    expect(b.state.sessions.get(guest.id)).toMatchObject({
      userId: USERS.member,
      xsrfToken: guest.xsrfToken,
    });
    expect(b.state.faults.settings.offline).toBe(true);
    expect(b.state.faults.forced.get('getProfile')).toEqual({ status: 500 });
    expect(b.post).not.toHaveBeenCalled();

    // A logout rotates the session again: the old id goes away in both.
    const loggedInId = guest.id;
    a.state.sessions.signIn(guest, null);
    await delivered(b);
    expect(b.state.sessions.get(loggedInId)).toBeUndefined();
    expect(b.state.sessions.get(guest.id)?.userId).toBeNull();
  });

  it("keeps a tab's own sessions when another tab's arrive", async () => {
    const [a, b] = await twoTabs();
    const own = b.state.sessions.create(USERS.demo);
    a.state.sessions.create(USERS.partner);
    await delivered(a, b);
    expect(b.state.sessions.get(own.id)?.userId).toBe(USERS.demo);
    expect(a.state.sessions.get(own.id)?.userId).toBe(USERS.demo);
    expect(a.state.sessions.toJSON()).toHaveLength(b.state.sessions.toJSON().length);
  });

  it('tells the other tabs to reset and to adopt a new session cookie', async () => {
    const onReset = vi.fn();
    const onCookies = vi.fn();
    const [a] = await twoTabs({ onReset, onCookies });
    a.tabs.announceCookies();
    a.tabs.announceReset();
    await vi.waitFor(() => {
      expect(onCookies).toHaveBeenCalledTimes(1);
      expect(onReset).toHaveBeenCalledTimes(1);
    });
  });

  it('applies what arrived while the page was still seeding (the backlog)', async () => {
    const name = `council-mock-test-${++channelCount}`;
    const a = await tab(name);
    const early = listenEarly(name);
    const created = await cloneFirst(a.state, 'folders', { name: 'While B was loading' });
    await vi.waitFor(() => expect(early.backlog).toHaveLength(a.post.mock.calls.length));
    const state = await createMockState();
    const feed = watchState(state);
    early.stop();
    open.push(connectTabs(feed, { channel: early.channel, backlog: early.backlog }));
    await feed.settled();
    expect(state.db.folders.get(created.id)?.name).toBe('While B was loading');
  });

  it('stores what it receives, so either tab writes the same state', async () => {
    const [a, b] = await twoTabs();
    const storageB = memoryStorage();
    // B's persistence, started as at page load (the feed is already attached).
    const persistence = persistState(
      b.state,
      b.feed,
      await restoreState(await createMockState(), storageB),
      {
        storage: storageB,
        debounceMs: 0,
      },
    );
    const created = await cloneFirst(a.state, 'folders', { name: 'Stored by B' });
    await delivered(b);
    persistence.flush();
    const stored = JSON.parse(storageB.data.get(STORAGE_KEY)!) as StoredState;
    expect(stored.tables.folders).toEqual([
      [created.id, expect.objectContaining({ name: 'Stored by B' })],
    ]);
    persistence.stop();
  });
});
