import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { BACKEND_PATH } from '../mocks/worker/backend-paths.ts';

const WORKER_FILENAME = 'mockServiceWorker.js';
/** Request destinations of the app's own code (Request.destination). */
const OWN_CODE = ['script', 'style', 'font'];
/** The line of msw's worker that the page-navigation bypass goes after: its fetch listener's first. */
const FETCH_LISTENER = "addEventListener('fetch', function (event) {\n";
/**
 * A navigation to one of the app's own pages goes to the network, not through a page. A navigation
 * to the backend's paths (a file opened in a new tab) is still the mock's, as every other request
 * is, but for the app's own code: its scripts, styles and fonts from its own site, outside the
 * backend's paths, go to the network too rather than being fetched by the worker and answered
 * with the copy.
 */
const NAVIGATION_BYPASS = `  // council-chat (scripts/vite-worker-navigations.ts): the app's own pages and code go to the network.
  if (event.request.mode === 'navigate' || ${JSON.stringify(OWN_CODE)}.includes(event.request.destination)) {
    const scope = new URL(self.registration.scope).pathname
    const url = new URL(event.request.url)
    const own = url.pathname.startsWith(scope) ? url.pathname.slice(scope.length - 1) : url.pathname
    if (url.origin === self.location.origin && !${String(BACKEND_PATH)}.test(own)) return
  }
`;

/**
 * Where the browser supports it (Chromium's static routing, `InstallEvent.addRoutes`), the app's
 * code does not even reach the worker's fetch listener: each such request waited for the
 * worker's thread to look at it, 90 to 140 ms on average for each of a reload's 70 scripts at 4x
 * CPU (against 24 to 39 ms in production, which has no worker; 36 to 105 ms with the routes,
 * 2026-12-06). No script, style or font is the mock's, and the backend's paths serve none.
 */
const STATIC_ROUTES = `
// council-chat (scripts/vite-worker-navigations.ts): the app's code never waits for this worker.
addEventListener('install', function (event) {
  if (typeof event.addRoutes !== 'function') return
  const routes = ${JSON.stringify(OWN_CODE)}.map(function (destination) {
    return { condition: { requestDestination: destination }, source: 'network' }
  })
  event.waitUntil(Promise.resolve().then(function () { return event.addRoutes(routes) }).catch(function () {}))
})
`;

/** msw's worker with the bypass; throws when msw's worker no longer has the line it goes after. */
export function workerWithNavigationBypass(source: string): string {
  if (!source.includes(FETCH_LISTENER))
    throw new Error(
      `scripts/vite-worker-navigations.ts: msw's ${WORKER_FILENAME} has no "${FETCH_LISTENER.trim()}" line any more; update the bypass for the new worker.`,
    );
  return `${source.replace(FETCH_LISTENER, `${FETCH_LISTENER}${NAVIGATION_BYPASS}`)}${STATIC_ROUTES}`;
}

/**
 * Dev/demo builds only (vite.config.ts adds it with msw's plugin): msw's service worker, served in
 * dev and emitted by msw's plugin into a build, leaves the navigations to the app's own pages and
 * the app's own code to the browser.
 * - msw 3's worker asks a page about every request once that page's mock is on, a reload's
 *   navigation included, and the page it asks is the one being left: its thread answered before
 *   the new page could start, 0.07 s of every reload at 4x CPU (`npm run bench:first-paint`, the
 *   navigation's `responseStart`, 2026-11-29).
 * - Every other request of a page whose mock is not on yet, the app's modules among them, the
 *   worker fetched itself and answered with the copy, each in its turn on the worker's thread: the
 *   app's own code now goes to the network, as in production (docs/performance.md, 2026-12-06).
 * The page is controlled by the worker all the same: control follows the scope, not the fetch
 * listener.
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
