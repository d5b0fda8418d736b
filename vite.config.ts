/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { msw } from 'msw/vite';
import { defineConfig, loadEnv, type PluginOption } from 'vite';
import { buildInfo } from './scripts/vite-build-info.ts';
import { devWatchIgnored } from './scripts/vite-dev-watch.ts';
import { resolveMockOperations } from './scripts/vite-mock-operations.ts';
import { demoEntryChunk } from './scripts/vite-demo-entry-chunk.ts';
import { mockPreload } from './scripts/vite-mock-preload.ts';
import { mswAbsent } from './scripts/vite-msw-absent.ts';
import { staticHostFallbacks } from './scripts/vite-static-host.ts';
import { workerNavigations } from './scripts/vite-worker-navigations.ts';
import { testTimeZone } from './tests/support/test-clock.ts';
import { UNIT_TEST_MS } from './tests/support/test-waits.ts';

/** Test files that may share a worker (vitest's isolate: false); see test.projects below. */
const SHARED_WORKER_TESTS = [
  'mocks/**/*.test.ts',
  'tests/mocks/**/*.test.ts',
  'tests/contract/**/*.test.ts',
  'tests/build/**/*.test.ts',
];

const r = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // The mock backend is chosen at build time (VITE_MOCKS in .env.development / .env.demo): a
  // production build never contains msw, the handlers or the service worker.
  // `partial` (mixed mode, mocks/partial): the listed operations from the in-browser mock, the
  // rest from VITE_API_URL; the list is resolved here (a conformance report is read at build time).
  const partial = env.VITE_MOCKS === 'partial';
  const mocks = env.VITE_MOCKS === 'true' || partial;
  const define = partial
    ? {
        'import.meta.env.VITE_MOCK_OPERATIONS': JSON.stringify(
          resolveMockOperations(env.VITE_MOCK_OPERATIONS).join(','),
        ),
      }
    : {};
  const plugins: PluginOption[] = [react(), buildInfo(), staticHostFallbacks()];
  // Without the mock, its `virtual:msw` still has to resolve for the dependency scan (see the file).
  plugins.push(
    ...(mocks ? [msw(), workerNavigations(), mockPreload(), demoEntryChunk()] : [mswAbsent()]),
  );
  return {
    plugins,
    define,
    resolve: {
      alias: {
        '@': r('./src'),
        '@mocks': r('./mocks'),
        // The browser mock's cookie jar needs no public-suffix list (see the file).
        ...(mocks ? { tldts: r('./mocks/vendor/tldts-host-only.ts') } : {}),
      },
    },
    server: { port: 5173, strictPort: false, watch: { ignored: devWatchIgnored(r('.')) } },
    // msw's virtual module imports msw/browser, which the dependency scan cannot see; without this
    // the first `npm run dev` optimises it late and reloads the page once.
    optimizeDeps: { include: mocks ? ['msw/browser'] : [] },
    preview: { port: 4173 },
    // Source maps for error tracking, never referenced from the shipped files (no map for browsers).
    build: { target: 'es2022', sourcemap: 'hidden' },
    test: {
      environment: 'happy-dom',
      setupFiles: ['./tests/setup.ts'],
      globalSetup: ['./tests/support/suite-temp-dir.ts'],
      // The suite's time zone (tests/support/test-clock.ts): dates format the same on every machine.
      env: {
        VITE_API_URL: '',
        MOCK_OPERATION_LEDGER: '.cache/operation-ledger',
        TZ: testTimeZone(),
      },
      alias: {
        // pusher-js's Node build uses a socket msw cannot intercept; the web build uses WebSocket.
        'pusher-js': r('./node_modules/pusher-js/dist/web/pusher.js'),
      },
      // Inlined so mocks/vendor/tldts-host-only.test.ts can hand it the browser mock's tldts.
      server: { deps: { inline: ['tough-cookie'] } },
      testTimeout: UNIT_TEST_MS,
      restoreMocks: true,
      // A worker per core: vitest's default for a run is one fewer than the cores, which on the
      // 2-core machine the suite is sized for is one worker and a core idle (the unit stage took
      // 145 to 155 s that way, 96 s with two, 2026-11-28).
      maxWorkers: availableParallelism(),
      // The mock's, the contract's and the build scripts' tests share no global state between files
      // (each builds its own mock state): one worker runs many of them, saving a fresh environment
      // per file. The app's tests render React with module-level stores, so each file stays isolated.
      projects: [
        { extends: true, test: { name: 'mock', include: SHARED_WORKER_TESTS, isolate: false } },
        {
          extends: true,
          test: {
            name: 'app',
            include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
            exclude: [...SHARED_WORKER_TESTS, 'node_modules/**'],
          },
        },
      ],
    },
  };
});
