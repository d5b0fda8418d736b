import { RELOAD_GUARD_MS } from '../constants/timings';

/** Session markers: one per reason, so a build reload and a chunk reload do not block each other. */
export const BUILD_RELOAD_MARKER = 'council-chat:reload:build';
export const CHUNK_RELOAD_MARKER = 'council-chat:reload:chunk';

export interface ReloadDeps {
  /** sessionStorage by default; without one no reload happens, since it could not be guarded. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  now?: () => number;
  reload?: () => void;
}

let pending = false;

/** True once a guarded reload was started in this page (the page is about to go away). */
export function isReloadPending(): boolean {
  return pending;
}

/** For tests: forget that a reload was started. */
export function resetReloadPending(): void {
  pending = false;
}

function defaultStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled (privacy settings)
  }
}

/** Whether the marker allows a reload now: none was made for this reason in the last 10 s. */
export function canReload(marker: string, deps: ReloadDeps = {}): boolean {
  const storage = deps.storage === undefined ? defaultStorage() : deps.storage;
  if (!storage) return false;
  const now = deps.now?.() ?? Date.now();
  let last: number;
  try {
    last = Number(storage.getItem(marker));
  } catch {
    return false;
  }
  return !(Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < RELOAD_GUARD_MS);
}

/**
 * Reloads the page unless the same reason already reloaded it within RELOAD_GUARD_MS, so a
 * persistent failure can never make the page reload in a loop. Returns whether it reloaded.
 */
export function reloadOnce(marker: string, deps: ReloadDeps = {}): boolean {
  if (!canReload(marker, deps)) return false;
  const storage = deps.storage === undefined ? defaultStorage() : deps.storage;
  try {
    storage?.setItem(marker, String(deps.now?.() ?? Date.now()));
  } catch {
    return false;
  }
  pending = true;
  (deps.reload ?? (() => window.location.reload()))();
  return true;
}
