import { BUILD_POLL_INTERVAL_MS, INITIAL_BUILD_CHECK_DELAY_MS } from '../constants/timings';
import { createListeners } from '../store';
import { BUILD_RELOAD_MARKER, reloadOnce, type ReloadDeps } from './reload-guard';

/** Written by scripts/vite-build-info.ts next to index.html on every build (and served in dev). */
export const BUILD_INFO_PATH = '/build.json';

export interface BuildInfo {
  build_id: string;
  built_at?: string;
}

/** The id of the running bundle, compiled in by scripts/vite-build-info.ts. */
export const CURRENT_BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'unknown';

export async function fetchBuildInfo(path: string = BUILD_INFO_PATH): Promise<BuildInfo | null> {
  const base = (import.meta.env.BASE_URL ?? '/').replace(/\/+$/, '');
  const response = await fetch(`${base}${path}`, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) return null;
  const body: unknown = await response.json();
  if (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as BuildInfo).build_id === 'string'
  ) {
    return body as BuildInfo;
  }
  return null;
}

export interface BuildUpdateOptions extends ReloadDeps {
  currentBuildId?: string;
  fetchBuildInfo?: () => Promise<BuildInfo | null>;
  initialDelayMs?: number;
  intervalMs?: number;
}

export interface BuildUpdateWatcher {
  /** Checks 1 s after the call, then every hour, until a newer build is seen. */
  start(): void;
  stop(): void;
  /** One check now; resolves to whether a newer build is known. */
  check(): Promise<boolean>;
  /** Call after every in-app navigation: reloads (guarded) when a newer build is known. */
  onNavigation(): boolean;
  isUpdateAvailable(): boolean;
  subscribe(listener: (available: boolean) => void): () => void;
}

/**
 * docs/app-rules.md#session: a new build is polled for; when a newer one exists the app reloads on
 * the next navigation (so nobody loses what they are typing), guarded by a 10 s session marker.
 */
export function createBuildUpdateWatcher(options: BuildUpdateOptions = {}): BuildUpdateWatcher {
  const currentBuildId = options.currentBuildId ?? CURRENT_BUILD_ID;
  const load = options.fetchBuildInfo ?? (() => fetchBuildInfo());
  const initialDelay = options.initialDelayMs ?? INITIAL_BUILD_CHECK_DELAY_MS;
  const interval = options.intervalMs ?? BUILD_POLL_INTERVAL_MS;
  const found = createListeners<[available: boolean]>();
  let available = false;
  let firstTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;

  function stop(): void {
    if (firstTimer !== undefined) clearTimeout(firstTimer);
    if (pollTimer !== undefined) clearInterval(pollTimer);
    firstTimer = undefined;
    pollTimer = undefined;
  }

  async function check(): Promise<boolean> {
    if (available) return true;
    try {
      const info = await load();
      if (info && info.build_id !== currentBuildId) {
        available = true;
        stop();
        found.notify(true);
      }
    } catch {
      // Offline or a host without build.json: try again at the next poll.
    }
    return available;
  }

  return {
    start() {
      stop();
      firstTimer = setTimeout(() => {
        firstTimer = undefined;
        void check();
        if (!available) pollTimer = setInterval(() => void check(), interval);
      }, initialDelay);
    },
    stop,
    check,
    onNavigation() {
      if (!available) return false;
      return reloadOnce(BUILD_RELOAD_MARKER, options);
    },
    isUpdateAvailable: () => available,
    subscribe: found.subscribe,
  };
}
