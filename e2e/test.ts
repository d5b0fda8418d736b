/**
 * `test` and `expect` for every journey: Playwright's, with the suite's clock
 * (tests/support/test-clock.ts) installed in every browser context before its first page loads.
 * The in-browser mock backend seeds its data from the page's "now", so each journey sees the data
 * of that instant, whatever day it runs; time flows on from it, timers included.
 * Specs import from here, never from '@playwright/test' (eslint enforces it).
 *
 * Journeys that read dates (separators, Today/Yesterday, expiry, due dates, time order) carry the
 * tag DATES: `npm run test:dates` runs them again at every instant of the clock matrix.
 */
import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from '@playwright/test';
import { testNow } from '../tests/support/test-clock';

export { expect } from '@playwright/test';

/** The tag of journeys whose expectations depend on the date (see above). */
export const DATES = '@dates';

export const test = base.extend<{ testNow: string }>({
  // The instant this project runs at: TEST_NOW, or one of the clock matrix's (e2e/config/mock.ts).
  testNow: [testNow().toISOString(), { option: true }],
  context: async ({ context, testNow: now }, use) => {
    await context.clock.install({ time: new Date(now) });
    await use(context);
  },
});

/** A further browser context (a second user, a second visitor), on the same clock as the first. */
export async function newContext(
  browser: Browser,
  now: string,
  options?: BrowserContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.clock.install({ time: new Date(now) });
  return context;
}
