/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { msw } from 'msw/vite';
import { defineConfig, loadEnv, type PluginOption } from 'vite';
import { buildInfo } from './scripts/vite-build-info.ts';
import { mockPreload } from './scripts/vite-mock-preload.ts';
import { staticHostFallbacks } from './scripts/vite-static-host.ts';

const r = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // The mock backend is chosen at build time (VITE_MOCKS in .env.development / .env.demo): a
  // production build never contains msw, the handlers or the service worker.
  const mocks = env.VITE_MOCKS === 'true';
  const plugins: PluginOption[] = [react(), buildInfo(), staticHostFallbacks()];
  if (mocks) plugins.push(msw(), mockPreload());
  return {
    plugins,
    resolve: {
      alias: {
        '@': r('./src'),
        '@mocks': r('./mocks'),
        // The browser mock's cookie jar needs no public-suffix list (see the file).
        ...(mocks ? { tldts: r('./mocks/vendor/tldts-host-only.ts') } : {}),
      },
    },
    server: { port: 5173, strictPort: false },
    // msw's virtual module imports msw/browser, which the dependency scan cannot see; without this
    // the first `npm run dev` optimises it late and reloads the page once.
    optimizeDeps: { include: mocks ? ['msw/browser'] : [] },
    preview: { port: 4173 },
    // Source maps for error tracking, never referenced from the shipped files (no map for browsers).
    build: { target: 'es2022', sourcemap: 'hidden' },
    test: {
      environment: 'happy-dom',
      setupFiles: ['./tests/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/**/*.test.{ts,tsx}'],
      env: { VITE_API_URL: '', MOCK_OPERATION_LEDGER: '.cache/operation-ledger' },
      alias: {
        // pusher-js's Node build uses a socket msw cannot intercept; the web build uses WebSocket.
        'pusher-js': r('./node_modules/pusher-js/dist/web/pusher.js'),
      },
      // Inlined so mocks/vendor/tldts-host-only.test.ts can hand it the browser mock's tldts.
      server: { deps: { inline: ['tough-cookie'] } },
      testTimeout: 15_000,
      restoreMocks: true,
    },
  };
});
