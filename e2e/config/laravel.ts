/**
 * The production build's journeys against the project's real Laravel backend and the real Reverb
 * (project `laravel`, journeys in e2e/laravel; the `laravel` stage of `npm test` runs it): the
 * Sanctum session across two origins of one site, Laravel's own 422s, a reply streamed by Reverb
 * and a presence channel authorised by routes/channels.php. The global setup starts the backend
 * (scripts/laravel) and serves the build made for it (e2e/laravel/support/global-setup.ts); on a
 * machine without PHP or the kit the journeys skip and say why.
 *
 * Port: E2E_LARAVEL_APP_PORT (default E2E_NETWORK_PORT + 5) for the app; Laravel and Reverb take
 * free loopback ports.
 */
import { devices } from '@playwright/test';
import { APP_URL } from '../laravel/support/settings';
import type { Suite } from './suite';

export const laravelSuite: Suite = {
  projects: [
    {
      name: 'laravel',
      testDir: './e2e/laravel',
      outputDir: 'test-results-laravel',
      // One backend for the run: its journeys take turns.
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: APP_URL },
    },
  ],
  folders: [{ name: 'laravel', folders: ['e2e/laravel'] }],
  servers: [],
  globalSetup: './e2e/laravel/support/global-setup.ts',
};
