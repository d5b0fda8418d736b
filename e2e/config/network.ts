/**
 * The network journeys (`npm run test:e2e:network`, the network stage; project `network`, journeys
 * in e2e/network): no in-browser mock between the app and its backend, so cross-origin cookies,
 * CORS with credentials, CSRF over the wire and a real WebSocket are exercised. Each folder's
 * journeys drive their own frontend (`test.use({ baseURL })` in each):
 *
 * - `production`: the production build (mocks off) on APP_PORT, `npm run mock:server` on API_PORT
 *   as its backend (HTTP and Reverb), another origin of the same site.
 * - `dev-server`: `npm run dev` with mocks off against the same backend, started cold (empty
 *   dependency cache) by the journey: no page reload under the user while it finds its dependencies.
 * - `partial`: mixed mode (VITE_MOCKS=partial) on PARTIAL_PORT against a proxy (PROXY_PORT) that
 *   lacks MISSING_OPERATION; the mocked operations are those a conformance run against that proxy
 *   found failing or did not exercise (VITE_MOCK_OPERATIONS=from-report:...).
 *
 * Ports: E2E_NETWORK_PORT (default 4440) and the four after it (e2e/network/ports.ts). The servers
 * are started for the run only; a port already taken fails the run instead of testing whatever
 * listens there.
 */
import { devices } from '@playwright/test';
import {
  API_PORT,
  API_URL,
  APP_PORT,
  APP_URL,
  DEV_URL,
  MISSING_OPERATION,
  PARTIAL_PORT,
  PARTIAL_URL,
  PROXY_PORT,
  PROXY_URL,
  REVERB_APP_KEY,
} from '../network/ports';
import type { Suite } from './suite';

const REPORT_DIR = '.cache/e2e-network/conformance';

/** The app's build-time settings for a backend on API_URL (Reverb on the same port, as mock:server serves it). */
const backendEnv = (apiUrl: string) => ({
  VITE_API_URL: apiUrl,
  VITE_REVERB_APP_KEY: REVERB_APP_KEY,
  VITE_REVERB_HOST: '127.0.0.1',
  VITE_REVERB_PORT: String(API_PORT),
  VITE_REVERB_SCHEME: 'http',
});

const preview = (dir: string, port: number) =>
  `npx vite preview --outDir ${dir} --port ${port} --strictPort --host 127.0.0.1`;

export const networkSuite: Suite = {
  projects: [
    {
      name: 'network',
      testDir: './e2e/network',
      // Its own output folder: the browser stage's traces in test-results/ stay for reading after npm test.
      outputDir: 'test-results-network',
      // One backend shared by every journey: they run one at a time and reset it first.
      workers: 1,
      use: devices['Desktop Chrome'],
    },
  ],
  folders: [{ name: 'network', folders: ['e2e/network'] }],
  servers: [
    {
      command: 'npm run mock:server',
      url: `${API_URL}/__council-mock/stats`,
      env: {
        PORT: String(API_PORT),
        MOCK_QUIET: '1',
        // Exactly the frontends, as a Laravel config/cors.php would list them.
        CORS_ALLOWED_ORIGINS: `${APP_URL},${PARTIAL_URL},${DEV_URL}`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx tsx e2e/network/support/gap-proxy.ts --port ${PROXY_PORT} --target ${API_URL} --missing ${MISSING_OPERATION}`,
      url: `${PROXY_URL}/__council-mock/stats`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The production build: mocks off, the backend on another origin.
      command: `npx vite build --mode production --outDir dist-e2e-network --emptyOutDir --logLevel warn && ${preview('dist-e2e-network', APP_PORT)}`,
      url: `${APP_URL}/build.json`,
      env: { VITE_MOCKS: 'false', ...backendEnv(API_URL) },
      reuseExistingServer: false,
      timeout: 240_000,
    },
    {
      // Mixed mode: what the conformance run against the proxy did not pass comes from the mock.
      // The run exits 1 (the proxy breaks the contract): that is the point, so `;` not `&&`.
      command:
        `npx tsx conformance/main.ts --base-url ${PROXY_URL} --origin ${PARTIAL_URL} --report-dir ${REPORT_DIR} --quiet;` +
        ` npx vite build --mode production --outDir dist-e2e-network-partial --emptyOutDir --logLevel warn && ${preview('dist-e2e-network-partial', PARTIAL_PORT)}`,
      url: `${PARTIAL_URL}/build.json`,
      env: {
        VITE_MOCKS: 'partial',
        VITE_MOCK_OPERATIONS: `from-report:${REPORT_DIR}/summary.json`,
        ...backendEnv(PROXY_URL),
      },
      reuseExistingServer: false,
      timeout: 240_000,
    },
  ],
};
