import {
  CHUNK_RELOAD_MARKER,
  canReload,
  isReloadPending,
  reloadOnce,
  type ReloadDeps,
} from './reload-guard';

/** What browsers and bundlers say when a lazily loaded chunk cannot be fetched or evaluated. */
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's CSS preload
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /is not a valid JavaScript MIME type/i, // an HTML fallback served for a deleted chunk
];

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  if (typeof error === 'object' && 'name' in error && (error as Error).name === 'ChunkLoadError')
    return true;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

/**
 * docs/app-rules.md#session: a chunk-load failure reloads the page (the deployment changed under
 * the running app). Reloads at most once per 10 s; returns whether a reload is under way.
 */
export function reloadForChunkError(error: unknown, deps: ReloadDeps = {}): boolean {
  if (!isChunkLoadError(error)) return false;
  return isReloadPending() || reloadOnce(CHUNK_RELOAD_MARKER, deps);
}

/** Whether a chunk error will be (or is being) answered with a reload, for the UI to say so. */
export function willReloadForChunkError(error: unknown, deps: ReloadDeps = {}): boolean {
  return isChunkLoadError(error) && (isReloadPending() || canReload(CHUNK_RELOAD_MARKER, deps));
}
