/**
 * What every project of playwright.config.ts shares (the mock, network and laravel journeys):
 * retries, the reporters `npm test` reads its counts from, the suite's waits and the Chromium to
 * drive.
 */
import { existsSync } from 'node:fs';
import type { PlaywrightTestConfig } from '@playwright/test';
import { HEADLESS_SHELL } from '../../scripts/find-chromium';
import { E2E_EXPECT_MS, E2E_TEST_MS } from '../../tests/support/test-waits';

/** `CHROMIUM_PATH` (scripts/run-e2e.ts sets it from scripts/find-chromium.ts), else Debian's. */
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * The browser the journeys drive: Debian's `chromium-headless-shell` when installed (`.ci/run`
 * installs it), the same Chromium's old headless mode, which Playwright itself runs headless tests
 * in; else the full Chromium above. The same journeys took 40 % less CPU in it (docs/testing.md,
 * "Timings"). `E2E_BROWSER=full` runs them in the full browser; the slow-device journeys always do
 * (`FULL_BROWSER`): they stand for a phone's browser, and their fixes were proven in it.
 */
const journeyBrowser =
  process.env.E2E_BROWSER !== 'full' && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromium;

/** The full Chromium's launch options, for projects that must not run in the headless shell. */
export const FULL_BROWSER = chromium ? { executablePath: chromium } : {};

export const sharedConfig = {
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  // `npm test` reads the counts of its summary line from the JSON report (scripts/test-stages.ts).
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  // Set once for the suite, sized for a 2-core machine under load (tests/support/test-waits.ts).
  timeout: E2E_TEST_MS,
  expect: { timeout: E2E_EXPECT_MS },
} satisfies PlaywrightTestConfig;

export const sharedUse = {
  // Recording a trace costs every journey: the same 43 journeys took 3.2 min with one recorded
  // for each and 2.4 min without. A failure in CI is retried once with its trace recorded; a
  // failure's page snapshot (error-context.md) is kept either way; `--trace on` records them all.
  trace: 'on-first-retry',
  launchOptions: journeyBrowser ? { executablePath: journeyBrowser } : {},
} satisfies PlaywrightTestConfig['use'];
