/**
 * A MariaDB server for the test bed, started as a process of the test run (Debian's mariadb-server,
 * which `.ci/run` installs): its data directory a copy of a template made once by
 * `mariadb-install-db` (cached in .cache/laravel/), on a free loopback port and its own socket,
 * removed when stopped. Each app instance then gets a database of its own on it.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../free-port';
import { createInstance, removeInstance, setEnv } from './instance';
import { CACHE_DIR } from './paths';
import { acceptsConnections, startProcess, stopProcess, waitUntil, type Server } from './processes';

const MARIADBD = ['/usr/sbin/mariadbd', '/usr/bin/mariadbd'];
const TEMPLATE = join(CACHE_DIR, 'mariadb-template');
const TEMPLATE_READY = join(TEMPLATE, '.ready');

/** The socket of the test run's server, for the processes the run starts (set by its global setup). */
export const MARIADB_VARIABLE = 'LARAVEL_MARIADB';
/** The database the seeders filled once per run; each app instance starts from a copy of it. */
export const SEEDED_DATABASE = 'seeded';

/**
 * Small InnoDB files and buffers (the test bed's databases hold a few thousand rows), and no
 * flushing to disk at each commit: the data lives as long as the run.
 */
const SERVER_OPTIONS = [
  '--innodb-buffer-pool-size=64M',
  '--innodb-log-file-size=16M',
  '--innodb-flush-log-at-trx-commit=0',
  '--innodb-doublewrite=0',
  '--skip-log-bin',
  '--character-set-server=utf8mb4',
  '--collation-server=utf8mb4_unicode_ci',
];

const asRoot = () => (process.getuid?.() === 0 ? ['--user=root'] : []);

/** Why MariaDB cannot run here (the Debian packages to install), or null. */
export function mariaDbUnavailable(): string | null {
  const daemon = MARIADBD.find((path) => existsSync(path));
  const install = spawnSync('mariadb-install-db', ['--help'], { encoding: 'utf8' });
  const pdo = spawnSync('php', ['-m'], { encoding: 'utf8' })
    .stdout?.toLowerCase()
    .includes('pdo_mysql');
  if (!daemon || install.error)
    return 'MariaDB is not installed (apt-get install -y mariadb-server php8.2-mysql)';
  if (!pdo) return "PHP's MySQL driver is not installed (apt-get install -y php8.2-mysql)";
  return null;
}

function makeTemplate(): void {
  if (existsSync(TEMPLATE_READY)) return;
  const partial = `${TEMPLATE}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const result = spawnSync(
    'mariadb-install-db',
    [
      '--no-defaults',
      `--datadir=${partial}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      ...asRoot(),
      ...SERVER_OPTIONS,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) {
    rmSync(partial, { recursive: true, force: true });
    throw new Error(
      `mariadb-install-db failed (exit ${result.status}):\n${`${result.stdout}${result.stderr}`.slice(-2000)}`,
    );
  }
  writeFileSync(join(partial, '.ready'), `${new Date().toISOString()}\n`);
  rmSync(TEMPLATE, { recursive: true, force: true });
  try {
    cpSync(partial, TEMPLATE, { recursive: true });
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

export interface MariaDb {
  port: number;
  socket: string;
  stop: () => Promise<void>;
}

/** Runs SQL as root over the socket (no password, as `mariadb-install-db` leaves root@localhost). */
export function sql(socket: string, statement: string): void {
  const result = spawnSync(
    'mariadb',
    ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', statement],
    {
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`mariadb: ${statement}: ${result.stderr}`);
}

/** A new empty database, named from `prefix` and a random suffix. */
export function createDatabase(socket: string, prefix: string): string {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  sql(socket, `CREATE DATABASE \`${name}\``);
  return name;
}

export function dropDatabase(socket: string, name: string): void {
  sql(socket, `DROP DATABASE IF EXISTS \`${name}\``);
}

/** A new database holding a copy of `from` (tables and rows), as `mariadb-dump | mariadb` copies one. */
export function copyDatabase(socket: string, from: string, prefix: string): string {
  const name = createDatabase(socket, prefix);
  const client = ['--no-defaults', `--socket=${socket}`, '-uroot'];
  const dump = spawnSync('mariadb-dump', [...client, '--single-transaction', from], {
    maxBuffer: 256 * 1024 * 1024,
  });
  if (dump.status !== 0) throw new Error(`mariadb-dump ${from}: ${dump.stderr.toString()}`);
  const load = spawnSync('mariadb', [...client, name], { input: dump.stdout });
  if (load.status !== 0) throw new Error(`mariadb ${name}: ${load.stderr.toString()}`);
  return name;
}

/** The .env values that point a Laravel app at `database` on the server (MariaDB's own driver). */
export function laravelEnv(socket: string, database: string): Record<string, string> {
  return {
    DB_CONNECTION: 'mariadb',
    DB_SOCKET: socket,
    DB_HOST: 'localhost',
    DB_DATABASE: database,
    DB_USERNAME: 'root',
    DB_PASSWORD: '',
  };
}

export async function startMariaDb(): Promise<MariaDb> {
  const reason = mariaDbUnavailable();
  if (reason) throw new Error(reason);
  makeTemplate();
  const dir = join(CACHE_DIR, `mariadb-${process.pid}-${randomBytes(3).toString('hex')}`);
  cpSync(TEMPLATE, join(dir, 'data'), { recursive: true });
  const socket = join(dir, 'mariadb.sock');
  const port = await freePort();
  const daemon = MARIADBD.find((path) => existsSync(path))!;
  const server: Server = startProcess(
    daemon,
    [
      '--no-defaults',
      `--datadir=${join(dir, 'data')}`,
      `--socket=${socket}`,
      `--port=${port}`,
      '--bind-address=127.0.0.1',
      `--pid-file=${join(dir, 'mariadb.pid')}`,
      ...asRoot(),
      ...SERVER_OPTIONS,
    ],
    dir,
  );
  const stop = async () => {
    await stopProcess(server);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntil('mariadbd', server, () => acceptsConnections(port));
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, socket, stop };
}

/** Set by the global setup when MariaDB cannot run here: the reason the MariaDB tests skip with. */
export const MARIADB_UNAVAILABLE = 'LARAVEL_MARIADB_UNAVAILABLE';

/** Migrates and seeds SEEDED_DATABASE from a copy of the built app, as the build seeds its SQLite file. */
export function seedDatabase(templateDir: string, socket: string): void {
  const appDir = createInstance(templateDir);
  try {
    sql(socket, `CREATE DATABASE \`${SEEDED_DATABASE}\``);
    setEnv(appDir, laravelEnv(socket, SEEDED_DATABASE));
    const result = spawnSync(
      'php',
      ['artisan', 'migrate', '--seed', '--force', '--no-interaction'],
      {
        cwd: appDir,
        encoding: 'utf8',
      },
    );
    if (result.status !== 0)
      throw new Error(
        `migrate --seed on MariaDB failed:\n${`${result.stdout}${result.stderr}`.slice(-3000)}`,
      );
  } finally {
    removeInstance(appDir);
  }
}
