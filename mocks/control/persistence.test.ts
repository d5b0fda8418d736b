import { createFolder, listFolders } from '@/generated/api/folders/folders';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USERS } from '../db/seed-ids';
import { createTestMockServer, type TestMockServer } from '../node';
import { createMockState } from '../state';
import type { MockState } from '../laravel/mock-state';
import { watchState } from './changes';
import { persistState, restoreState, seedId, STORAGE_KEY, type StoredState } from './persistence';
import { applyScenario } from './scenarios';
import { sessionCookieHandler, useSession } from './session-cookies';
import { clearCookies, cloneFirst, memoryStorage } from './testing';

/** A page load: a seeded state, the stored overlay applied, changes recorded from then on. */
async function load(storage = memoryStorage(), state?: MockState) {
  state ??= await createMockState();
  const restored = await restoreState(state, storage);
  const feed = watchState(state);
  const persistence = persistState(state, feed, restored, { storage, debounceMs: 0 });
  return { state, storage, restored, feed, persistence };
}

/** Outside a browser msw reads cookies from the Cookie header only: send document.cookie, as a browser does. */
function sendDocumentCookies(server: TestMockServer['server']) {
  server.events.on('request:start', ({ request }) => {
    if (!request.headers.has('cookie') && document.cookie)
      request.headers.set('cookie', document.cookie);
  });
}

function stored(storage: ReturnType<typeof memoryStorage>): StoredState {
  return JSON.parse(storage.data.get(STORAGE_KEY)!) as StoredState;
}

afterEach(() => vi.restoreAllMocks());

describe('persistence round trip', () => {
  it('restores creations, updates, deletions, sessions and faults on top of a fresh seed', async () => {
    const first = await load();
    const { state } = first;
    const created = await cloneFirst(state, 'folders', { name: 'Kept across reloads' });
    const thread = state.db.threads.all()[1]!;
    state.db.threads.update(thread.id, { title: 'Renamed before the reload' });
    const doomed = state.db.folders.all()[0]!;
    state.db.folders.delete(doomed.id);
    const session = state.sessions.create(USERS.demo);
    state.faults.set({ latency: 1234, failureRate: 0.25 });
    state.faults.force('listThreads', { status: 503, times: 2 });
    first.persistence.flush();

    const second = await load(first.storage);
    expect(second.restored.outcome).toEqual({ status: 'restored', records: 3 });
    expect(second.state.db.folders.get(created.id)).toMatchObject({ name: 'Kept across reloads' });
    expect(second.state.db.threads.get(thread.id)?.title).toBe('Renamed before the reload');
    expect(second.state.db.folders.get(doomed.id)).toBeUndefined();
    expect(second.state.sessions.get(session.id)).toEqual(session);
    expect(second.state.faults.settings).toMatchObject({
      latency: 1234,
      failureRate: 0.25,
      offline: false,
    });
    expect(second.state.faults.forced.get('listThreads')).toEqual({ status: 503, times: 2 });
  });

  it('stores the changes since the seed, not a snapshot', async () => {
    const { state, storage, persistence } = await load();
    state.db.threads.update(state.db.threads.all()[0]!.id, { title: 'One change' });
    persistence.flush();
    const data = stored(storage);
    expect(Object.keys(data.tables)).toEqual(['threads']);
    expect(data.tables.threads).toHaveLength(1);
    expect(data.seed).toBe(seedId(await createMockState()));
    // The 10,000-message thread stays in the seed.
    expect(storage.data.get(STORAGE_KEY)!.length).toBeLessThan(10_000);
  });

  it('keeps later ids after restored records, so a new record never reuses one', async () => {
    const first = await load();
    const created = await cloneFirst(first.state, 'folders');
    first.persistence.flush();
    const second = await load(first.storage);
    const next = await cloneFirst(second.state, 'folders');
    expect(next.id).toBeGreaterThan(created.id);
  });

  it('coalesces a burst of writes (a streamed reply) into one storage write', async () => {
    const storage = memoryStorage();
    const state = await createMockState();
    const restored = await restoreState(state, storage);
    const persistence = persistState(state, watchState(state), restored, {
      storage,
      debounceMs: 20,
    });
    const thread = state.db.threads.all()[0]!;
    for (let i = 0; i < 50; i++) state.db.threads.update(thread.id, { title: `Typing ${i}` });
    await vi.waitFor(() => expect(storage.writes).toBeGreaterThan(0));
    expect(storage.writes).toBe(1);
    expect(stored(storage).tables.threads![0]![1]).toMatchObject({ title: 'Typing 49' });
    persistence.stop();
  });

  it('survives a reload through the API: a folder created while signed in is listed after it', async () => {
    clearCookies();
    const storage = memoryStorage();
    const before = await createTestMockServer();
    const page1 = await load(storage, before.state);
    before.server.use(sessionCookieHandler(before.state, location.origin));
    sendDocumentCookies(before.server);
    before.server.listen({ onUnhandledFrame: 'error' });
    try {
      await useSession(
        (await applyScenario(before.state, 'as:demo@example.com')).session,
        location.origin,
      );
      await createFolder({ name: 'Made before the reload' });
      page1.persistence.flush();
    } finally {
      before.server.close();
    }

    const after = await createTestMockServer();
    await load(storage, after.state);
    sendDocumentCookies(after.server);
    after.server.listen({ onUnhandledFrame: 'error' });
    try {
      // Same cookies, restored session: still signed in, and the folder is there.
      const folders = await listFolders();
      expect(folders.data.map((folder) => folder.name)).toContain('Made before the reload');
    } finally {
      after.server.close();
      clearCookies();
    }
  });
});

describe('stored state that cannot be trusted', () => {
  async function restoreFrom(raw: string) {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage({ [STORAGE_KEY]: raw });
    const state = await createMockState();
    const seeded = { threads: state.db.threads.size, folders: state.db.folders.size };
    const result = await restoreState(state, storage);
    return { result, state, storage, warn, seeded };
  }

  async function validStored(
    mutate: (data: StoredState, state: MockState) => void,
  ): Promise<string> {
    const { state, storage, persistence } = await load();
    await cloneFirst(state, 'folders', { name: 'A valid change' });
    persistence.flush();
    const data = stored(storage);
    mutate(data, state);
    return JSON.stringify(data);
  }

  it.each([
    ['not JSON', '{"format":1,"seed":'],
    ['JSON of another shape', JSON.stringify({ hello: 'world' })],
    ['another format', JSON.stringify({ format: 99 })],
  ])('drops %s with a warning and keeps the seed', async (_, raw) => {
    const { result, state, storage, warn, seeded } = await restoreFrom(raw);
    expect(result.outcome.status).toBe('dropped');
    expect(warn.mock.calls[0]![0]).toContain('Stored mock state dropped');
    expect(storage.data.has(STORAGE_KEY)).toBe(false);
    expect(state.db.threads.size).toBe(seeded.threads);
  });

  it('drops a record its table schema rejects, and applies none of the others', async () => {
    const raw = await validStored((data, state) => {
      const thread = state.db.threads.all()[0]!;
      data.tables.threads = [[thread.id, { ...thread, title: 42 }]];
    });
    const { result, state, warn, seeded } = await restoreFrom(raw);
    expect(result.outcome).toMatchObject({
      status: 'dropped',
      reason: expect.stringContaining('breaks its schema'),
    });
    expect(warn).toHaveBeenCalled();
    expect(state.db.folders.size).toBe(seeded.folders);
    expect(state.db.folders.find((folder) => folder.name === 'A valid change')).toBeUndefined();
  });

  it('drops a record stored under another id', async () => {
    const raw = await validStored((data) => {
      const [[id, record]] = data.tables.folders as [[number, Record<string, unknown>]];
      data.tables.folders = [[id + 1, record]];
    });
    expect((await restoreFrom(raw)).result.outcome).toMatchObject({
      status: 'dropped',
      reason: expect.stringContaining('another id'),
    });
  });

  it('drops an unknown table', async () => {
    const raw = await validStored((data) => void (data.tables.spaceships = [[1, { id: 1 }]]));
    expect((await restoreFrom(raw)).result.outcome).toMatchObject({
      status: 'dropped',
      reason: expect.stringContaining('spaceships'),
    });
  });

  it('drops state made on another seed', async () => {
    const raw = await validStored((data) => void (data.seed = '1:users=1'));
    expect((await restoreFrom(raw)).result.outcome).toMatchObject({
      status: 'dropped',
      reason: expect.stringContaining('another seed'),
    });
  });

  it('drops invalid sessions and faults', async () => {
    const raw = await validStored((data) => {
      data.sessions = [{ id: '', xsrfToken: 'x', userId: 1 }];
      data.faults = { settings: { latency: -5, failureRate: 3, offline: false }, forced: [] };
    });
    expect((await restoreFrom(raw)).result.outcome.status).toBe('dropped');
  });

  it('keeps working when storage is full', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const { state, persistence } = await load(storage);
    await cloneFirst(state, 'folders');
    expect(() => persistence.flush()).not.toThrow();
    expect(() => persistence.flush()).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('stops writing once cleared (a reset), even when changes follow', async () => {
    const { state, storage, persistence } = await load();
    await cloneFirst(state, 'folders');
    persistence.flush();
    persistence.clear();
    await cloneFirst(state, 'folders');
    persistence.flush();
    expect(storage.data.has(STORAGE_KEY)).toBe(false);
  });
});
