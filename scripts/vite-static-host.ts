import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The fallbacks static hosts use to serve a single-page app, written next to index.html:
 * - `404.html`, a copy of index.html: GitHub Pages (and Cloudflare Pages, S3 as an error
 *   document) serve it for every unknown path, at that path, so a deep link or a reload boots
 *   the app at the right URL (with status 404, which the app does not read);
 * - `_redirects` for Netlify (and Cloudflare Pages): every path under the base answers
 *   index.html with status 200; files that exist are served first;
 * - `.nojekyll`: GitHub Pages publishing from a branch would otherwise drop files whose names
 *   start with `_` (such as msw's `_virtual_msw-*.js` chunk).
 */
export function staticHostFallbacks(): Plugin {
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'council-static-host-fallbacks',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
      base = config.base;
    },
    writeBundle() {
      const index = join(outDir, 'index.html');
      if (!existsSync(index)) return;
      copyFileSync(index, join(outDir, '404.html'));
      writeFileSync(join(outDir, '_redirects'), `${base}*  ${base}index.html  200\n`);
      writeFileSync(join(outDir, '.nojekyll'), '');
    },
  };
}
