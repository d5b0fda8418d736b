/**
 * The dev server watches the app's sources, never what the builds, the suite and the Laravel test
 * bed write (scripts/vite-dev-watch.ts): its watcher leaves out an index.html in every directory
 * .gitignore lists, so writing one sends no reload. Before, the bundle stage's dist-prod/index.html
 * reloaded the cold-start journey's dev server.
 *
 * Asked of the dev server's own watcher (chokidar's decision, Vite's defaults and ours together),
 * not of events: which events arrive, and in what order, depends on the machine's speed.
 */
import { readFileSync } from 'node:fs';
import { join, matchesGlob } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devWatchIgnored } from '../../scripts/vite-dev-watch';

const ROOT = process.cwd();
/** Stands for the `*` of a pattern (dist-* becomes dist-probe). */
const PROBE = 'probe';

/**
 * The directories .gitignore lists, as concrete paths (a `*` becomes the probe's name). A name
 * with no inner slash is ignored at any depth, as git reads it: it is probed nested as well.
 */
function ignoredDirectories(): string[] {
  return readFileSync(join(ROOT, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.endsWith('/') || line === 'node_modules')
    .flatMap((line) => {
      const dir = line.replace(/\/$/, '').replace('*', PROBE);
      if (dir.startsWith('/')) return [dir.slice(1)];
      return dir.includes('/') ? [dir] : [dir, join(`${PROBE}-nested`, dir)];
    });
}

let server: ViteDevServer;
/** chokidar 3's own test of a path, the one its watcher applies to every file and directory. */
let isIgnored: (path: string) => boolean;

beforeAll(async () => {
  server = await createServer({
    configFile: join(ROOT, 'vite.config.ts'),
    mode: 'development',
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false },
  });
  const watcher = server.watcher as typeof server.watcher & { _isIgnored?: unknown };
  if (typeof watcher._isIgnored !== 'function')
    throw new Error("chokidar's watcher no longer has _isIgnored: this test needs another way in");
  isIgnored = (path) => (watcher._isIgnored as (path: string) => boolean).call(watcher, path);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe("the dev server's watcher", () => {
  it('leaves out an index.html in every directory .gitignore lists', () => {
    const probes = ignoredDirectories().map((dir) => join(ROOT, dir, 'index.html'));
    // .gitignore as read: a pattern, an anchored name and a name at any depth among them.
    expect(probes).toEqual(
      expect.arrayContaining(
        ['dist-probe', 'coverage', '.cache', 'probe-nested/dist'].map((dir) =>
          join(ROOT, dir, 'index.html'),
        ),
      ),
    );
    expect(
      probes.filter((file) => !isIgnored(file)).map((file) => file.slice(ROOT.length + 1)),
    ).toEqual([]);
  });

  it('still watches the sources, the page and the env files', () => {
    for (const file of [
      'src/main.tsx',
      'index.html',
      '.env.local',
      'mocks/browser.ts',
      'conformance/cli/args.ts',
    ])
      expect(isIgnored(join(ROOT, file)), file).toBe(false);
  });
});

describe('the left-out trees', () => {
  const ignored = (root: string, path: string) =>
    devWatchIgnored(root).some((glob) => matchesGlob(`${root}/${path}`, glob));

  it('are anchored at the project: a clone under a folder named backend, .cache or coverage is watched', () => {
    for (const root of ['/home/dev/backend/council', '/home/dev/.cache/ci/coverage/council']) {
      expect(ignored(root, 'src/main.tsx')).toBe(false);
      expect(ignored(root, 'index.html')).toBe(false);
      expect(ignored(root, 'backend/laravel/routes/api.php')).toBe(true);
      expect(ignored(root, '.cache/laravel/app/vendor/index.html')).toBe(true);
      expect(ignored(root, 'conformance/dist/council-conformance.mjs')).toBe(true);
    }
  });
});
