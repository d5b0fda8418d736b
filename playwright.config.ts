import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT, STATIC_HOST_BASE, STATIC_HOST_PORT, STATIC_HOST_URL } from './e2e/ports';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: process.env.CHROMIUM_PATH ? { executablePath: process.env.CHROMIUM_PATH } : {},
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
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
