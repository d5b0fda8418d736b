/**
 * Driving the page's clock (installed by e2e/test.ts) where a journey meets one of the app's
 * real-time windows: the 10 s reload guard, an undo window, the build check. Left to flow, such a
 * window races the journey's own steps, which take longer on a loaded machine; driven, the journey
 * says when in the window each step happens.
 */
import type { Page } from '@playwright/test';

/**
 * Stops the page's clock at the instant it shows now: from here no timer fires until the journey
 * runs the clock on (`runFor`) or resumes it. `pauseAt` only moves forward, and the clock flows on
 * while the call travels, so Date is held still first: "now" stays the instant read.
 */
export async function pauseClock(page: Page): Promise<number> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.setFixedTime(now);
  await page.clock.pauseAt(now);
  await page.clock.setSystemTime(now);
  return now;
}

/**
 * Runs the timers a paused page has due within a few frames: what the app defers "to the next
 * tick" (a toast mounting, react-query's notifications), never a window of seconds.
 */
export async function runNextFrames(page: Page): Promise<void> {
  await page.clock.runFor(100);
}

/** When the page last reloaded for `marker` (src/lib/build/reload-guard.ts keeps it in sessionStorage). */
export async function lastReloadAt(page: Page, marker: string): Promise<number> {
  const at = await page.evaluate((key) => Number(sessionStorage.getItem(key)), marker);
  if (!(at > 0)) throw new Error(`No reload was recorded under ${marker}.`);
  return at;
}
