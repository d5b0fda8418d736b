import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { BACKEND_PATH } from '../mocks/worker/backend-paths.ts';

const WORKER_FILENAME = 'mockServiceWorker.js';
/** The line of msw's worker that the page-navigation bypass goes after: its fetch listener's first. */
const FETCH_LISTENER = "addEventListener('fetch', function (event) {\n";
/**
 * A navigation to one of the app's own pages goes to the network, not through a page. A navigation
 * to the backend's paths (a file opened in a new tab) is still the mock's, as every other request.
 */
const NAVIGATION_BYPASS = `  // council-chat (scripts/vite-worker-navigations.ts): a page of the app itself goes to the network.
  if (event.request.mode === 'navigate') {
    const scope = new URL(self.registration.scope).pathname
    const path = new URL(event.request.url).pathname
    const own = path.startsWith(scope) ? path.slice(scope.length - 1) : path
    if (!${String(BACKEND_PATH)}.test(own)) return
  }
`;

/** msw's worker with the bypass; throws when msw's worker no longer has the line it goes after. */
export function workerWithNavigationBypass(source: string): string {
  if (!source.includes(FETCH_LISTENER))
    throw new Error(
      `scripts/vite-worker-navigations.ts: msw's ${WORKER_FILENAME} has no "${FETCH_LISTENER.trim()}" line any more; update the bypass for the new worker.`,
    );
  return source.replace(FETCH_LISTENER, `${FETCH_LISTENER}${NAVIGATION_BYPASS}`);
}

/**
 * Dev/demo builds only (vite.config.ts adds it with msw's plugin): msw's service worker, served in
 * dev and emitted by msw's plugin into a build, leaves the navigations to the app's own pages to
 * the browser. msw 3's worker asks a page about every request once that page's mock is on, a
 * reload's navigation included, and the page it asks is the one being left: its thread answered
 * before the new page could start, 0.07 s of every reload at 4x CPU (`npm run bench:first-paint`,
 * the navigation's `responseStart`, 2026-11-29). The page the navigation lands on is controlled by
 * the worker all the same: control follows the scope, not the fetch listener.
 */
export function workerNavigations(): Plugin {
  let base = '/';
  return {
    name: 'council-worker-navigations',
    configResolved(config) {
      base = config.base === './' ? './' : new URL(config.base, 'http://localhost').pathname;
    },
    configureServer: {
      // Before msw's own middleware, which serves the worker unchanged.
      order: 'pre',
      handler(server) {
        const require = createRequire(import.meta.url);
        const script = workerWithNavigationBypass(
          readFileSync(require.resolve(`msw/${WORKER_FILENAME}`), 'utf8'),
        );
        server.middlewares.use((request, response, next) => {
          const path = new URL(request.url ?? '/', 'http://localhost').pathname;
          if (path !== `${base}${WORKER_FILENAME}`) {
            next();
            return;
          }
          response.writeHead(200, {
            'cache-control': 'no-cache',
            'content-type': 'application/javascript; charset=utf-8',
            'service-worker-allowed': '/',
          });
          response.end(script);
        });
      },
    },
    generateBundle: {
      // After msw's plugin has emitted the worker.
      order: 'post',
      handler(_options, bundle) {
        const worker = bundle[WORKER_FILENAME];
        if (worker?.type !== 'asset') return;
        worker.source = workerWithNavigationBypass(
          typeof worker.source === 'string'
            ? worker.source
            : new TextDecoder().decode(worker.source),
        );
      },
    },
  };
}
