/**
 * Builds the project's Laravel app (backend/laravel) once per version of its files and of its
 * package source: `.cache/laravel/<hash>/`, where the hash covers every file of the app (its
 * composer.lock with them) and the source (the registry, or the kit: its place, since vendor/ links
 * into it, and its package list). A build copies the app, runs `composer install` of the committed
 * lock, writes .env and seeds the database; it takes seconds to minutes, and a cached one is reused as
 * it is. Runs start from copies (instance.ts), never from it.
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { setEnv } from './instance';
import { kitLock } from './kit-lock';
import { APP_DIR, CACHE_DIR, SEEDED_DB } from './paths';
import type { PackageSource } from './prerequisites';

const READY = '.testbed-ready';
/** The test bed's .env values, over the app's .env.example (see backend/laravel/README.md). */
export const TESTBED_ENV = '.env.testbed';

/**
 * What a checkout of the app may hold that is not the app: what composer, artisan and PHPUnit write
 * (the app's own .gitignore files list them). storage/ and bootstrap/cache/ keep only their
 * .gitignore files, which make their folders.
 */
function isAppFile(path: string): boolean {
  const parts = path.split(sep);
  const [top = '', second = ''] = parts;
  if (['vendor', 'node_modules', '.phpunit.cache'].includes(top)) return false;
  if (['.env', '.phpunit.result.cache'].includes(path)) return false;
  if (top === 'storage' || (top === 'bootstrap' && second === 'cache'))
    return parts.at(-1) === '.gitignore';
  if (top === 'public' && ['build', 'hot', 'storage'].includes(second)) return false;
  return !(top === 'database' && path.endsWith('.sqlite'));
}

export function appFiles(appDir: string): string[] {
  return readdirSync(appDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(appDir, join(entry.parentPath, entry.name)))
    .filter(isAppFile)
    .sort();
}

export function buildHash(source: PackageSource, appDir = APP_DIR): string {
  const hash = createHash('sha256');
  if (source.kind === 'kit') {
    hash.update(`kit ${source.dir}\n`);
    hash.update(readFileSync(join(source.dir, 'versions.txt')));
  } else hash.update('registry\n');
  for (const file of appFiles(appDir)) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(join(appDir, file)));
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

/** Runs one step of the build in the app's folder; throws with the end of its output when it fails. */
function step(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      COMPOSER_NO_INTERACTION: '1',
      COMPOSER_ALLOW_SUPERUSER: '1',
      COMPOSER_NO_AUDIT: '1',
      ...env,
    },
  });
  if (result.status !== 0) {
    const log = `${result.stdout ?? ''}${result.stderr ?? ''}`
      .trim()
      .split('\n')
      .slice(-15)
      .join('\n');
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status}):\n${log}`);
  }
}

/**
 * Installs the app's locked packages, writes its .env and seeds its database: what a developer does
 * after a clone (`composer install`, `cp .env.example .env`, `key:generate`, `migrate --seed`).
 */
export function installApp(dir: string, source: PackageSource): void {
  if (source.kind === 'kit')
    writeFileSync(
      join(dir, 'composer.lock'),
      kitLock(readFileSync(join(dir, 'composer.lock'), 'utf8'), source.dir),
    );
  step(
    dir,
    'composer',
    ['install', '--no-interaction', '--no-progress', '--prefer-dist'],
    source.kind === 'kit' ? { COMPOSER_DISABLE_NETWORK: '1' } : {},
  );
  copyFileSync(join(dir, '.env.example'), join(dir, '.env'));
  const testbed = existsSync(join(dir, TESTBED_ENV))
    ? readFileSync(join(dir, TESTBED_ENV), 'utf8')
    : '';
  setEnv(dir, {
    ...Object.fromEntries(
      testbed
        .split('\n')
        .filter((line) => /^[A-Z0-9_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    ),
    // As `php artisan reverb:install` writes them: this app's own Reverb credentials.
    REVERB_APP_ID: String(randomInt(100_000, 1_000_000)),
    REVERB_APP_KEY: randomBytes(10).toString('hex'),
    REVERB_APP_SECRET: randomBytes(10).toString('hex'),
    REVERB_HOST: 'localhost',
    REVERB_PORT: '8080',
    REVERB_SCHEME: 'http',
  });
  step(dir, 'php', ['artisan', 'key:generate', '--no-interaction']);
  writeFileSync(join(dir, 'database/database.sqlite'), '');
  step(dir, 'php', ['artisan', 'migrate', '--force', '--seed', '--no-interaction']);
  step(dir, 'php', ['artisan', 'optimize:clear', '--no-interaction']);
}

/**
 * Set by the laravel stage for the processes it starts: the build they all use, so one stage run
 * tests one version of the app even when backend/laravel changes while it runs.
 */
export const BUILT_APP_VARIABLE = 'LARAVEL_BUILT_APP';

/** The app for this source, built when the cache does not hold it yet. */
export function buildApp(
  source: PackageSource,
  appDir = APP_DIR,
  cacheDir = CACHE_DIR,
  install: (dir: string, source: PackageSource) => void = installApp,
): BuiltApp {
  const started = performance.now();
  const pinned = process.env[BUILT_APP_VARIABLE];
  if (pinned && appDir === APP_DIR && existsSync(join(pinned, READY)))
    return { dir: pinned, hash: basename(pinned), built: false, seconds: 0 };
  const hash = buildHash(source, appDir);
  const dir = join(cacheDir, hash);
  if (existsSync(join(dir, READY))) return { dir, hash, built: false, seconds: 0 };

  mkdirSync(cacheDir, { recursive: true });
  rmSync(dir, { recursive: true, force: true });
  // Built aside and renamed into place, so a build that fails or is cut off is never taken for the app.
  const partial = `${dir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  try {
    for (const file of appFiles(appDir)) {
      mkdirSync(dirname(join(partial, file)), { recursive: true });
      cpSync(join(appDir, file), join(partial, file), { preserveTimestamps: true });
    }
    install(partial, source);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
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
