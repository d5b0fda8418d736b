/** Timing constants of docs/app-rules.md#constants, in milliseconds. */

/** How often the app asks whether a newer build was deployed. */
export const BUILD_POLL_INTERVAL_MS = 60 * 60 * 1000;

/** The first build check, this long after start. */
export const INITIAL_BUILD_CHECK_DELAY_MS = 1000;

/** A reload for a new build or a failed chunk is not repeated within this window (session marker). */
export const RELOAD_GUARD_MS = 10_000;

/** Hovering a navigation link this long prefetches the page's code (and first data). */
export const PREFETCH_DELAY_MS = 100;

/** When the tab becomes visible again, the profile is re-initialised after this delay. */
export const TAB_VISIBLE_REFRESH_DELAY_MS = 500;

/** How long a deleted chat, folder or removed agent can be brought back with Undo before it goes for real. */
export const UNDO_MS = 5000;

/** A screen this tab kept (src/lib/session/kept-screen.ts) is drawn again on its next load within this age. */
export const KEPT_SCREEN_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** The most a page's own mock (dev and demo builds) waits for the app to draw a kept screen first. */
export const FIRST_SCREEN_WAIT_MS = 2000;
