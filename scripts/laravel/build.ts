/**
 * Builds the project's Laravel app from the kit once per version of the kit and of the overlay:
 * `.cache/laravel/<hash>/`, where the hash covers the kit's script, its package list and its
 * place (the app's vendor/ links into it), and every file of the overlay. A build takes seconds
 * to minutes; a cached one is reused as it is. Runs start from copies (instance.ts), never from it.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { CACHE_DIR, OVERLAY_DIR } from './paths';

const READY = '.testbed-ready';
/** The database as the seeders left it; every instance starts from a copy of it. */
export const SEEDED_DB = 'database/seeded.sqlite';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

export function buildHash(kitDir: string, overlayDir = OVERLAY_DIR): string {
  const hash = createHash('sha256');
  hash.update(`kit ${kitDir}\n`);
  for (const name of ['make-app.sh', 'versions.txt']) hash.update(readFileSync(join(kitDir, name)));
  for (const file of filesUnder(overlayDir)) {
    hash.update(`\0${relative(overlayDir, file)}\0`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

export interface BuiltApp {
  dir: string;
  hash: string;
  /** False when the cache already held it. */
  built: boolean;
  seconds: number;
}

/** The app for this kit and overlay, built when the cache does not hold it yet. */
export function buildApp(kitDir: string, overlayDir = OVERLAY_DIR, cacheDir = CACHE_DIR): BuiltApp {
  const started = performance.now();
  const hash = buildHash(kitDir, overlayDir);
  const dir = join(cacheDir, hash);
  if (existsSync(join(dir, READY))) return { dir, hash, built: false, seconds: 0 };

  mkdirSync(cacheDir, { recursive: true });
  rmSync(dir, { recursive: true, force: true });
  // Built aside and renamed into place, so a build that fails or is cut off is never taken for the app.
  const partial = `${dir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  const result = spawnSync('bash', [join(kitDir, 'make-app.sh'), partial, overlayDir], {
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    rmSync(partial, { recursive: true, force: true });
    const log = `${result.stdout ?? ''}${result.stderr ?? ''}`
      .trim()
      .split('\n')
      .slice(-15)
      .join('\n');
    throw new Error(`make-app.sh failed (exit ${result.status}):\n${log}`);
  }
  copyFileSync(join(partial, 'database/database.sqlite'), join(partial, SEEDED_DB));
  writeFileSync(join(partial, READY), `${new Date().toISOString()}\n`);
  try {
    renameSync(partial, dir);
  } catch {
    // Another process built the same app meanwhile: keep theirs.
    rmSync(partial, { recursive: true, force: true });
  }
  pruneBuilds(cacheDir);
  return { dir, hash, built: true, seconds: (performance.now() - started) / 1000 };
}

/** Builds kept besides the newest: enough to go back and forth between branches without rebuilding. */
const KEEP = 3;

/** Removes the oldest builds (by when they were made), past the KEEP newest. */
function pruneBuilds(cacheDir: string): void {
  const builds = readdirSync(cacheDir)
    .filter((name) => /^[0-9a-f]{16}$/.test(name) && existsSync(join(cacheDir, name, READY)))
    .map((name) => ({ name, made: statSync(join(cacheDir, name, READY)).mtimeMs }))
    .sort((a, b) => b.made - a.made);
  for (const { name } of builds.slice(KEEP))
    rmSync(join(cacheDir, name), { recursive: true, force: true });
}
