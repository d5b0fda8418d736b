/**
 * The production build's journeys against the project's real Laravel backend and the real Reverb
 * (`npx playwright test -c playwright.laravel.config.ts`; the `laravel` stage of `npm test` runs
 * it): the Sanctum session across two origins of one site, Laravel's own 422s, a reply streamed by
 * Reverb and a presence channel authorised by routes/channels.php. The global setup starts the
 * backend (scripts/laravel) and serves the build made for it (e2e-laravel/support/global-setup.ts);
 * on a machine without PHP or the kit the journeys skip and say why.
 *
 * Port: E2E_LARAVEL_APP_PORT (default E2E_NETWORK_PORT + 4) for the app; Laravel and Reverb take
 * free loopback ports.
 */
import { defineConfig, devices } from '@playwright/test';
import { sharedConfig, sharedUse } from './e2e/playwright-shared';
import { APP_URL } from './e2e-laravel/support/settings';

export default defineConfig({
  ...sharedConfig,
  testDir: './e2e-laravel',
  outputDir: 'test-results-laravel',
  // One backend for the run: its journeys take turns.
  workers: 1,
  globalSetup: './e2e-laravel/support/global-setup.ts',
  use: { ...devices['Desktop Chrome'], ...sharedUse, baseURL: APP_URL },
});
