/**
 * The dev server watches the app's sources, never what the builds, the suite and the Laravel test
 * bed write (scripts/vite-dev-watch.ts): an index.html written into any directory .gitignore lists
 * reaches no watcher event, so the dev server sends no reload for it. Before, the bundle stage's
 * dist-prod/index.html reloaded the cold-start journey's dev server.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const PROBE = `watch-probe-${process.pid}-${Date.now()}`;
/** Long enough for a watcher event on a loaded machine; the test waits on events, not on time. */
const EVENT_WAIT_MS = 20_000;

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
const seen: string[] = [];
const written: string[] = [];

/** Resolves when the watcher reports `path` added; fails with a clear message if it never does. */
function added(path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the dev server's watcher never saw ${path}`)),
      EVENT_WAIT_MS,
    );
    const poll = setInterval(() => {
      if (seen.includes(path)) {
        clearTimeout(timer);
        clearInterval(poll);
        resolve();
      }
    }, 20);
  });
}

/** Writes `<dir>/<PROBE>/index.html` and returns its absolute path (what it made is removed after). */
function writeProbe(dir: string): string {
  const probeDir = dir.endsWith(PROBE) ? join(ROOT, dir) : join(ROOT, dir, PROBE);
  // The first directory made, so that cleaning up leaves the tree as it was (gitignore's own too).
  written.push(mkdirSync(probeDir, { recursive: true }) ?? probeDir);
  const file = join(probeDir, 'index.html');
  writeFileSync(file, '<!doctype html><title>probe</title>');
  return file;
}

beforeAll(async () => {
  server = await createServer({
    configFile: join(ROOT, 'vite.config.ts'),
    mode: 'development',
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false },
  });
  // Files only: a new directory's own event costs nothing; what is in it is what Vite reloads for.
  server.watcher.on('all', (event, path) => {
    if (event === 'add' || event === 'change') seen.push(path);
  });
  // The watcher is live once it reports a file written after it started.
  await added(writeProbe(`${PROBE}-first`));
}, EVENT_WAIT_MS * 2);

afterAll(async () => {
  await server?.close();
  for (const dir of written) rmSync(dir, { recursive: true, force: true });
});

describe("the dev server's watcher", () => {
  it(
    'sees no file written into a directory .gitignore lists, and still sees one written elsewhere',
    async () => {
      const directories = ignoredDirectories();
      expect(directories).toEqual(expect.arrayContaining(['dist', '.cache', 'coverage']));
      const probes = directories.map(writeProbe);
      // Written last, through the same path (a new directory with an index.html): once it is seen,
      // the ones written before it have had their turn.
      await added(writeProbe(`${PROBE}-last`));
      expect(seen.filter((path) => probes.includes(path))).toEqual([]);
    },
    EVENT_WAIT_MS * 2,
  );
});
