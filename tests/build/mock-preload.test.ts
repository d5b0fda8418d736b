import { runInNewContext } from 'node:vm';
import type { IndexHtmlTransformContext, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { mockPreload, preloadWhenUncontrolled } from '../../scripts/vite-mock-preload';

/** Runs the inline script on a page with (or without) a service worker controlling it. */
function runOnPage(script: string, serviceWorker: { controller: object | null } | undefined) {
  const links: Array<{ rel: string; href: string; crossOrigin: string | null }> = [];
  runInNewContext(script, {
    navigator: { serviceWorker },
    document: {
      createElement: () => ({ rel: '', href: '', crossOrigin: null }),
      head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
    },
  });
  return links;
}

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  more = {},
) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  imports,
  dynamicImports: [] as string[],
  isEntry: false,
  ...more,
});

/** The plugin's tags for a bundle of the app's entry, the mock's entry and msw's worker module. */
function tagsFor(withMock: boolean) {
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', '/app/src/main.tsx', ['assets/react.js'], { isEntry: true }),
      chunk('assets/react.js', null),
      chunk('assets/zod.js', null),
      chunk('assets/msw.js', '\0virtual:msw'),
      ...(withMock
        ? [
            chunk(
              'assets/browser.js',
              '/app/mocks/browser.ts',
              ['assets/react.js', 'assets/zod.js'],
              {
                dynamicImports: ['assets/msw.js'],
              },
            ),
          ]
        : []),
    ].map((c) => [c.fileName, c]),
  );
  const plugin = mockPreload();
  (plugin.configResolved as (config: ResolvedConfig) => void)({ base: '/demo/' } as ResolvedConfig);
  const transform = plugin.transformIndexHtml as {
    handler: (html: string, ctx: Partial<IndexHtmlTransformContext>) => unknown;
  };
  return transform.handler('', { bundle: bundle as never }) as Array<{
    tag: string;
    injectTo: string;
    children: string;
  }>;
}

describe("the demo's preload of the mock's chunks", () => {
  it('preloads them on a page no service worker controls (a first visit, a hard reload)', () => {
    const links = runOnPage(preloadWhenUncontrolled(['/a.js', '/b.js']), { controller: null });
    expect(links).toEqual([
      { rel: 'modulepreload', href: '/a.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/b.js', crossOrigin: '' },
    ]);
  });

  it('leaves them to the app on a page the worker controls (a return draws its kept screen first)', () => {
    expect(runOnPage(preloadWhenUncontrolled(['/a.js']), { controller: {} })).toEqual([]);
  });

  it('preloads nothing in a browser without service workers (the mock cannot run there)', () => {
    expect(runOnPage(preloadWhenUncontrolled(['/a.js']), undefined)).toEqual([]);
  });

  it("lists the mock's chunks and msw's worker module, under the base, less what the app's entry loads", () => {
    const tags = tagsFor(true);
    expect(tags).toHaveLength(1);
    expect(tags[0]).toMatchObject({ tag: 'script', injectTo: 'head-prepend' });
    const links = runOnPage(tags[0]!.children, { controller: null });
    expect(links.map((link) => link.href)).toEqual([
      '/demo/assets/browser.js',
      '/demo/assets/zod.js',
      '/demo/assets/msw.js',
    ]);
  });

  it('adds nothing to a build without the mock', () => {
    expect(tagsFor(false)).toEqual([]);
  });
});
