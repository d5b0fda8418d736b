import { describe, expect, it, vi } from 'vitest';
import { USERS } from '../db/seed-ids';
import { createMockState } from '../state';
import { watchState } from './changes';
import { persistState, restoreState, STORAGE_KEY } from './persistence';
import { resetMocks } from './reset';
import { cloneFirst, memoryStorage } from './testing';

describe('reset to the seed', () => {
  it('clears the stored state, tells the other tabs, resets data, sessions and faults, then reloads', async () => {
    const storage = memoryStorage();
    const state = await createMockState({ faults: { latency: [80, 250] } });
    const seeded = state.db.folders.size;
    const persistence = persistState(state, watchState(state), await restoreState(state, storage), {
      storage,
      debounceMs: 0,
    });
    await cloneFirst(state, 'folders');
    state.sessions.create(USERS.demo);
    state.faults.set({ offline: true });
    state.faults.force('getProfile', { status: 500 });
    persistence.flush();
    expect(storage.data.has(STORAGE_KEY)).toBe(true);

    const announceReset = vi.fn();
    const reload = vi.fn();
    await resetMocks({ state, persistence, tabs: { announceReset }, reload });

    expect(storage.data.has(STORAGE_KEY)).toBe(false);
    expect(announceReset).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(state.db.folders.size).toBe(seeded);
    expect(state.sessions.toJSON()).toEqual([]);
    expect(state.faults.settings).toEqual({ latency: [80, 250], failureRate: 0, offline: false });
    expect(state.faults.forced.size).toBe(0);

    // A page going away after the reset must not write the old overlay back.
    window.dispatchEvent(new Event('pagehide'));
    expect(storage.data.has(STORAGE_KEY)).toBe(false);
  });
});
