import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT, STATIC_HOST_BASE, STATIC_HOST_PORT, STATIC_HOST_URL } from './e2e/ports';
import { CLOCK_MATRIX, testTimeZone } from './tests/support/test-clock';
import { sharedConfig, sharedUse } from './e2e/playwright-shared';

/** The slow-device journeys: run by their own projects only, at each CPU rate. */
const SLOW_DEVICE = '**/slow-device/**/*.spec.ts';

// testNow: the instant a project's journeys run at (e2e/test.ts); cpuRate: e2e/slow-device.
export default defineConfig<{ testNow: string; cpuRate: number }>({
  ...sharedConfig,
  testDir: './e2e',
  // Two workers in CI too: the journeys mostly wait (on the mock's latency, on streaming), so two
  // share the 2-core machine well; every wait waits on a state, sized for a loaded machine.
  workers: 2,
  use: {
    ...sharedUse,
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // The suite's time zone; the clock is installed by e2e/test.ts (tests/support/test-clock.ts).
    timezoneId: testTimeZone(),
  },
  // `npm run test:dates` (E2E_CLOCK_MATRIX=1): the journeys tagged @dates (e2e/test.ts), once at
  // each instant of the clock matrix, from one build.
  projects:
    process.env.E2E_CLOCK_MATRIX === '1'
      ? Object.entries(CLOCK_MATRIX).map(([name, testNow]) => ({
          name: `at-${name}`,
          grep: /@dates/,
          testIgnore: SLOW_DEVICE,
          use: { ...devices['Desktop Chrome'], testNow },
        }))
      : [
          { name: 'chromium', testIgnore: SLOW_DEVICE, use: { ...devices['Desktop Chrome'] } },
          // The slow-device journeys (e2e/slow-device): the CPU slowed 4x and 6x, a mid-range
          // phone, and the mock's responses held by the journey's gates instead of sleeps.
          ...[4, 6].map((cpuRate) => ({
            name: `slow-cpu-${cpuRate}x`,
            testMatch: SLOW_DEVICE,
            use: { ...devices['Desktop Chrome'], cpuRate },
          })),
        ],
  // Never reuse a server found on a port: whatever listens there (a `vite preview` of a
  // production build, another checkout) is not this run's build. scripts/run-e2e.ts checks the
  // ports first and says which one is taken.
  webServer: [
    {
      // The demo build: the production bundle plus the in-browser mock backend.
      command: `npm run build:demo -- --logLevel warn && npx vite preview --mode demo --port ${E2E_PORT} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${E2E_PORT}/build.json`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    // The same demo built for a sub-path and served as GitHub Pages would (e2e/static-host);
    // scripts/run-e2e.ts leaves it out of runs that do not need it.
    ...(process.env.E2E_STATIC_HOST === '0'
      ? []
      : [
          {
            command:
              `npm run build:demo -- --base=${STATIC_HOST_BASE} --outDir dist-e2e-pages --emptyOutDir --logLevel warn` +
              ` && tsx scripts/static-host.ts --dir dist-e2e-pages --base ${STATIC_HOST_BASE} --port ${STATIC_HOST_PORT}`,
            url: `${STATIC_HOST_URL}build.json`,
            reuseExistingServer: false,
            timeout: 180_000,
          },
        ]),
  ],
});
