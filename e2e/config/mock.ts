/**
 * The mock journeys (`npm run test:e2e`, the browser stage): the demo build, with the in-browser
 * mock backend, in Chromium. Projects:
 * - `mock`: every folder of e2e/ but the slow-device journeys and the other suites' folders.
 * - `slow-cpu-4x`, `slow-cpu-6x`: the slow-device journeys (e2e/slow-device), the CPU slowed 4x
 *   and 6x, a mid-range phone, and the mock's responses held by the journey's gates instead of
 *   sleeps; at 4x the message box's journeys only (BOTH_RATES).
 * - `at-<instant>` instead of those with E2E_CLOCK_MATRIX=1 (`npm run test:dates`): the journeys
 *   tagged @dates (e2e/test.ts), once at each instant of the clock matrix, from one build.
 */
import { devices } from '@playwright/test';
import { CLOCK_MATRIX, testTimeZone } from '../../tests/support/test-clock';
import { E2E_PORT, STATIC_HOST_BASE, STATIC_HOST_PORT, STATIC_HOST_URL } from '../ports';
import { FULL_BROWSER } from './shared';
import type { Suite } from './suite';

/** The slow-device journeys: run by their own projects only, at each CPU rate. */
const SLOW_DEVICE = '**/slow-device/**/*.spec.ts';
/**
 * The journeys run at 4x as well as 6x: the message box's (the thread loading, a reply streaming, the
 * edit of a message, the box's focus), where a slow phone first lost what was typed and every fix was
 * proven at both rates. The forms, dialogs, searches and pages left and opened again run at 6x, the
 * slower phone, where each of their fixes was proven: their gates, not the pace, decide what they
 * check, and at 4x too they took the browser stage, the suite's longest, about 50 s more.
 */
const BOTH_RATES = ['chat', 'edit', 'focus'].map((name) => `**/slow-device/${name}.spec.ts`);
/** The folders of e2e/ that hold the other suites' journeys. */
const OTHER_SUITES = ['e2e/network', 'e2e/laravel'];
const notOtherSuites = OTHER_SUITES.map((folder) => `**/${folder}/**`);

const use = {
  ...devices['Desktop Chrome'],
  baseURL: `http://127.0.0.1:${E2E_PORT}`,
  // The suite's time zone; the clock is installed by e2e/test.ts (tests/support/test-clock.ts).
  timezoneId: testTimeZone(),
};

const projects: Suite['projects'] =
  process.env.E2E_CLOCK_MATRIX === '1'
    ? Object.entries(CLOCK_MATRIX).map(([name, testNow]) => ({
        name: `at-${name}`,
        testDir: './e2e',
        grep: /@dates/,
        testIgnore: [SLOW_DEVICE, ...notOtherSuites],
        use: { ...use, testNow },
      }))
    : [
        { name: 'mock', testDir: './e2e', testIgnore: [SLOW_DEVICE, ...notOtherSuites], use },
        ...[4, 6].map((cpuRate) => ({
          name: `slow-cpu-${cpuRate}x`,
          testDir: './e2e',
          testMatch: cpuRate === 6 ? SLOW_DEVICE : BOTH_RATES,
          // The full browser, not the headless shell the other journeys run in (e2e/config/shared.ts).
          use: { ...use, cpuRate, launchOptions: FULL_BROWSER },
        })),
      ];

/** The projects `npm run test:e2e` and the browser stage run when not told which. */
export const MOCK_PROJECTS = projects.map((project) => project.name as string);

export const mockSuite: Suite = {
  projects,
  folders: projects.map((project) => ({
    name: project.name as string,
    folders: [project.name?.startsWith('slow-cpu') ? 'e2e/slow-device' : 'e2e'],
    except: OTHER_SUITES,
  })),
  // Never reuse a server found on a port: whatever listens there (a `vite preview` of a
  // production build, another checkout) is not this run's build. scripts/run-e2e.ts checks the
  // ports first and says which one is taken.
  servers: [
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
};
