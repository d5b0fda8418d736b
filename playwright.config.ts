/**
 * The one Playwright config: every journey is under e2e/, and each suite is a project (or a few):
 *
 * - `mock`, `slow-cpu-4x`, `slow-cpu-6x` (e2e/config/mock.ts): the demo build with the in-browser
 *   mock (`npm run test:e2e`, the browser stage).
 * - `network` (e2e/config/network.ts): the production build and mixed mode against
 *   `npm run mock:server` over the network (`npm run test:e2e:network`, the network stage).
 * - `laravel` (e2e/config/laravel.ts): the production build against the real Laravel backend (the
 *   laravel stage).
 *
 * Run one with `--project` (`npx playwright test --project network`). Only the servers and global
 * setup of the projects that run are started (e2e/config/select.ts): naming no project runs them
 * all, and starts everything.
 */
import { defineConfig } from '@playwright/test';
import { laravelSuite } from './e2e/config/laravel';
import { mockSuite } from './e2e/config/mock';
import { networkSuite } from './e2e/config/network';
import { whatRuns } from './e2e/config/select';
import { sharedConfig, sharedUse } from './e2e/config/shared';
import type { JourneyOptions } from './e2e/config/suite';

const suites = [mockSuite, networkSuite, laravelSuite];
const { servers, globalSetup } = whatRuns(suites);

export default defineConfig<JourneyOptions>({
  ...sharedConfig,
  // Two workers in CI too: the mock journeys mostly wait (on the mock's latency, on streaming), so
  // two share the 2-core machine well; every wait waits on a state, sized for a loaded machine. The
  // network and laravel projects take one (one backend each).
  workers: 2,
  use: sharedUse,
  projects: suites.flatMap((suite) => suite.projects),
  // Never reuse a server found on a port (each suite's servers say so): whatever listens there is
  // not this run's build.
  webServer: servers,
  ...(globalSetup.length > 0 ? { globalSetup } : {}),
});
