import type { Plugin, ResolvedConfig } from 'vite';

/** The in-browser mock's own module (src/app/dev/start-mocks.ts imports it on demand). */
const MOCK_ENTRY = /\/mocks\/browser\.ts$/;
/**
 * msw's worker integration, which the mock imports on demand as it starts (mocks/browser.ts):
 * preloaded too, it is compiled while the page loads instead of while the mock starts.
 */
const MSW_WORKER_MODULE = /virtual:msw$/;

/**
 * Dev/demo builds only (vite.config.ts adds it with the mock): on a page no service worker controls
 * yet (a first visit, a hard reload), index.html asks for the mock's chunks (`<link
 * rel="modulepreload">`) beside the app's entry. Imported from the entry's code, the mock's
 * download and compilation would only start once the whole entry had run; preloaded, the browser
 * fetches and compiles them while it runs the entry, so the mock answers sooner.
 *
 * A page the worker controls is a return, which draws the screen the tab kept before the mock
 * starts (src/lib/session/kept-screen.ts): there the preload competed with the app's own modules
 * and the kept screen came later (docs/performance.md), and the mock's chunks, cached by then, are
 * quick to load when the app asks for them. Under a Content-Security-Policy without inline
 * scripts nothing is preloaded, and the demo works as without it. A production build has no such
 * chunk and gets no script.
 */
export function mockPreload(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'council-mock-preload',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entry = chunks.find(
          (chunk) => chunk.facadeModuleId !== null && MOCK_ENTRY.test(chunk.facadeModuleId),
        );
        if (!entry) return [];
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          byName.get(fileName)?.imports.forEach(visit);
        };
        visit(entry.fileName);
        for (const dynamic of entry.dynamicImports) {
          const chunk = byName.get(dynamic);
          if (chunk?.facadeModuleId && MSW_WORKER_MODULE.test(chunk.facadeModuleId)) visit(dynamic);
        }
        // What the entry's own <script> and its preloads already fetch needs no second link.
        const app = chunks.find((chunk) => chunk.isEntry);
        const already = new Set<string>();
        const mark = (fileName: string) => {
          if (already.has(fileName)) return;
          already.add(fileName);
          byName.get(fileName)?.imports.forEach(mark);
        };
        if (app) mark(app.fileName);
        const hrefs = [...files]
          .filter((file) => !already.has(file))
          .map((file) => `${config.base}${file}`);
        if (hrefs.length === 0) return [];
        return [
          {
            tag: 'script',
            // First in the head: a script after the stylesheet would wait for it.
            injectTo: 'head-prepend',
            children: preloadWhenUncontrolled(hrefs),
          },
        ];
      },
    },
  };
}

/** The inline script: adds the preload links while the page is not controlled by a worker. */
export function preloadWhenUncontrolled(hrefs: string[]): string {
  return (
    `(function () { var sw = navigator.serviceWorker; if (!sw || sw.controller) return; ` +
    `${JSON.stringify(hrefs)}.forEach(function (href) { var link = document.createElement('link'); ` +
    `link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = href; document.head.appendChild(link); }); })();`
  );
}
