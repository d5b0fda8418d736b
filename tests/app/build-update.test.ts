import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBuildUpdateWatcher, fetchBuildInfo } from '@/lib/build/build-update';
import {
  isChunkLoadError,
  reloadForChunkError,
  willReloadForChunkError,
} from '@/lib/build/chunk-reload';
import {
  BUILD_RELOAD_MARKER,
  canReload,
  CHUNK_RELOAD_MARKER,
  reloadOnce,
  resetReloadPending,
} from '@/lib/build/reload-guard';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

beforeEach(() => {
  resetReloadPending();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('build-update polling', () => {
  it('checks 1 s after start and then every hour', async () => {
    const fetchInfo = vi.fn().mockResolvedValue({ build_id: 'current' });
    const watcher = createBuildUpdateWatcher({
      currentBuildId: 'current',
      fetchBuildInfo: fetchInfo,
    });
    watcher.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchInfo).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchInfo).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000 - 1);
    expect(fetchInfo).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchInfo).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000);
    expect(fetchInfo).toHaveBeenCalledTimes(4);
    watcher.stop();
    await vi.advanceTimersByTimeAsync(5 * 60 * 60 * 1000);
    expect(fetchInfo).toHaveBeenCalledTimes(4);
  });

  it('does not reload while the build is the same', async () => {
    const reload = vi.fn();
    const watcher = createBuildUpdateWatcher({
      currentBuildId: 'a',
      fetchBuildInfo: async () => ({ build_id: 'a' }),
      reload,
      storage: memoryStorage(),
    });
    expect(await watcher.check()).toBe(false);
    expect(watcher.onNavigation()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads on the next navigation once a newer build exists, then stops polling', async () => {
    const reload = vi.fn();
    const listener = vi.fn();
    const fetchInfo = vi.fn().mockResolvedValue({ build_id: 'b' });
    const watcher = createBuildUpdateWatcher({
      currentBuildId: 'a',
      fetchBuildInfo: fetchInfo,
      reload,
      storage: memoryStorage(),
    });
    watcher.subscribe(listener);
    watcher.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(watcher.isUpdateAvailable()).toBe(true);
    expect(listener).toHaveBeenCalledWith(true);
    expect(reload).not.toHaveBeenCalled(); // not before a navigation
    expect(watcher.onNavigation()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3 * 60 * 60 * 1000);
    expect(fetchInfo).toHaveBeenCalledTimes(1);
  });

  it('never reloads twice within 10 s (session marker)', async () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    const reload = vi.fn();
    const make = () =>
      createBuildUpdateWatcher({
        currentBuildId: 'a',
        fetchBuildInfo: async () => ({ build_id: 'b' }),
        reload,
        storage,
        now: () => now,
      });
    const first = make();
    await first.check();
    expect(first.onNavigation()).toBe(true);
    expect(storage.values.get(BUILD_RELOAD_MARKER)).toBe(String(now));

    // The reloaded page still sees a different build (say, a stale CDN): within 10 s, no reload.
    resetReloadPending();
    const second = make();
    await second.check();
    now += 9_999;
    expect(second.onNavigation()).toBe(false);
    now += 1;
    expect(second.onNavigation()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('survives a failing or odd build.json', async () => {
    const watcher = createBuildUpdateWatcher({
      currentBuildId: 'a',
      fetchBuildInfo: vi.fn().mockRejectedValue(new TypeError('offline')),
    });
    expect(await watcher.check()).toBe(false);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>', { status: 200 })));
    await expect(fetchBuildInfo()).rejects.toThrow();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{"nope":1}', { status: 200 })));
    expect(await fetchBuildInfo()).toBeNull();
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 404 })));
    expect(await fetchBuildInfo()).toBeNull();
  });

  it('fetches /build.json without the HTTP cache', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(new Response('{"build_id":"x","built_at":"2025-01-01T00:00:00Z"}'));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchBuildInfo()).toEqual({ build_id: 'x', built_at: '2025-01-01T00:00:00Z' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/build.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });
});

describe('chunk-load failures', () => {
  it('are recognised in the words of each browser', () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: http://x/assets/A-1.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reload the page once, guarded for 10 s', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    let now = 5_000_000;
    const deps = { storage, reload, now: () => now };
    const error = new TypeError('Failed to fetch dynamically imported module');
    expect(willReloadForChunkError(error, deps)).toBe(true);
    expect(reloadForChunkError(error, deps)).toBe(true);
    expect(storage.values.get(CHUNK_RELOAD_MARKER)).toBe(String(now));
    // Same page: a reload is under way, nothing more to do.
    expect(reloadForChunkError(error, deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // After the reload (a new page), a second failure within 10 s shows the error instead.
    resetReloadPending();
    now += 5_000;
    expect(willReloadForChunkError(error, deps)).toBe(false);
    expect(reloadForChunkError(error, deps)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    now += 5_000;
    expect(reloadForChunkError(error, deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignore other errors', () => {
    const reload = vi.fn();
    expect(reloadForChunkError(new Error('boom'), { storage: memoryStorage(), reload })).toBe(
      false,
    );
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('the reload guard', () => {
  it('never reloads without session storage (it could not be guarded)', () => {
    const reload = vi.fn();
    expect(canReload('x', { storage: null })).toBe(false);
    expect(reloadOnce('x', { storage: null, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('uses separate markers for builds and chunks', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce(BUILD_RELOAD_MARKER, { storage, reload })).toBe(true);
    resetReloadPending();
    expect(reloadOnce(CHUNK_RELOAD_MARKER, { storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
