/** What the idle build asks of a table (Table.buildDeferred). */
export interface DeferredBuild {
  /** Builds one slice (at least one record, then while `hasTime`); true once nothing is left. */
  buildDeferred(hasTime: () => boolean): boolean;
}

/** The longest slice of the deferred build: a key pressed meanwhile waits no longer. */
export const DEFERRED_SLICE_MS = 8;
/** A slice when the browser gives no idle time (its timeout passed): the build still goes on. */
export const DEFERRED_MIN_SLICE_MS = 2;
/** How long the build waits for an idle moment before it takes a slice anyway. */
const IDLE_TIMEOUT_MS = 5000;

export interface IdleScheduler {
  requestIdle(step: (deadline?: IdleDeadline) => void): void;
  now(): number;
}

const browserIdle: IdleScheduler = {
  requestIdle: (step) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(step, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(step, 50);
  },
  now: () => performance.now(),
};

/**
 * The seed left the long thread's messages for later (Table.insertSeededLater): build them while
 * the page is idle, a slice at a time, so opening that thread does not wait for them. In one task
 * the build held the page's thread for about 80 ms at 4x CPU, and an idle moment between the first
 * screen's answers was enough to start it: those answers then waited for it.
 */
export function buildWhenIdle(tables: DeferredBuild[], idle: IdleScheduler = browserIdle): void {
  const step = (deadline?: IdleDeadline) => {
    const remaining = deadline?.timeRemaining() ?? 0;
    const until =
      idle.now() + Math.min(DEFERRED_SLICE_MS, Math.max(remaining, DEFERRED_MIN_SLICE_MS));
    const hasTime = () => idle.now() < until;
    if (!tables.every((table) => table.buildDeferred(hasTime))) idle.requestIdle(step);
  };
  idle.requestIdle(step);
}
