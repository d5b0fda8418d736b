/**
 * `startLaravel()`: the project's Laravel app, built (cached: build.ts), copied for this run, and
 * served on free loopback ports by PHP's built-in server and Reverb, its queue worked by
 * `queue:work`, with its .env set for the
 * SPA origin the caller plays. For the conformance runner, the journeys and the differential tests.
 */
import { join } from 'node:path';
import { freePort } from '../free-port';
import { buildApp } from './build';
import { createInstance, readEnv, removeInstance, setEnv, type Edit } from './instance';
import {
  copyDatabase,
  dropDatabase,
  laravelEnv,
  MARIADB_VARIABLE,
  SEEDED_DATABASE,
} from './mariadb';
import { APP_DIR } from './paths';
import { checkPrerequisites } from './prerequisites';
import { acceptsConnections, answersOk, startProcess, stopProcess, waitUntil } from './processes';

export interface LaravelOptions {
  /** The SPA's origin, allowed by CORS, Sanctum (stateful) and Reverb. Default `http://localhost:5173`. */
  origin?: string;
  /** The host name in the URLs handed out (the servers listen on 127.0.0.1). Default `127.0.0.1`. */
  host?: string;
  /** Changes to the app's code for this run only (a broken variant). */
  edits?: Edit[];
  /** More .env values for this run. */
  env?: Record<string, string>;
  /** Also start Reverb (default true). */
  reverb?: boolean;
  /**
   * `sqlite` (default): a copy of the seeded SQLite file. `mariadb`: a copy of the seeded database on
   * the test run's MariaDB server (started by backend/tests' MariaDB global setup, mariadb.ts).
   */
  database?: 'sqlite' | 'mariadb';
  /** `php artisan queue:work` processes for the agents' replies (default 2: two threads' replies at once). */
  queueWorkers?: number;
  /** The Laravel app to serve (default backend/laravel). */
  appDir?: string;
}

export interface LaravelApp {
  /** e.g. `http://127.0.0.1:41234`, no trailing slash. */
  baseUrl: string;
  origin: string;
  /** e.g. `ws://127.0.0.1:41235`; null without Reverb. */
  reverbUrl: string | null;
  reverbPort: number | null;
  reverbKey: string;
  appDir: string;
  stop: () => Promise<void>;
}

export class LaravelUnavailable extends Error {}

/** This run's own copy of the seeded MariaDB database, and the .env values that point the app at it. */
function mariaDbCopy(): { env: Record<string, string>; drop: () => void } {
  const socket = process.env[MARIADB_VARIABLE];
  if (!socket)
    throw new LaravelUnavailable(`no MariaDB server for this run (${MARIADB_VARIABLE} is not set)`);
  const name = copyDatabase(socket, SEEDED_DATABASE, 'bed');
  return { env: laravelEnv(socket, name), drop: () => dropDatabase(socket, name) };
}

export async function startLaravel(options: LaravelOptions = {}): Promise<LaravelApp> {
  const prerequisites = checkPrerequisites();
  if (!prerequisites.ok) throw new LaravelUnavailable(prerequisites.reason);
  const origin = options.origin ?? 'http://localhost:5173';
  const host = options.host ?? '127.0.0.1';
  const template = buildApp(prerequisites.source, options.appDir ?? APP_DIR);
  const appDir = createInstance(template.dir, options.edits);

  const mariaDb = options.database === 'mariadb' ? mariaDbCopy() : null;
  const [port, reverbPort] = await Promise.all([freePort(), freePort()]);
  const originHost = new URL(origin).host;
  setEnv(appDir, {
    APP_URL: `http://${host}:${port}`,
    SANCTUM_STATEFUL_DOMAINS: originHost,
    CORS_ALLOWED_ORIGINS: origin,
    // The links in mails (verification, password reset, invitations) open the app's pages.
    FRONTEND_URL: origin,
    REVERB_HOST: '127.0.0.1',
    REVERB_PORT: String(reverbPort),
    REVERB_SCHEME: 'http',
    // Without Reverb, broadcasts go to the log instead of failing the requests that send them.
    ...(options.reverb === false ? { BROADCAST_CONNECTION: 'log' } : {}),
    ...mariaDb?.env,
    ...options.env,
  });

  // PHP's own upload limits (2 MB a file, 8 MB a request by default) sit below the contract's
  // 10 files of 20 MB: a deployment raises them in php.ini, the test bed on the command line.
  const phpLimits = [
    '-d',
    'upload_max_filesize=20M',
    '-d',
    'post_max_size=210M',
    '-d',
    'max_file_uploads=20',
  ];
  // With Laravel's router script, as `php artisan serve` runs it (from public/): without it the
  // built-in server answers a path whose last segment looks like a file name (a SharePoint
  // `Contacts.xlsx`) with its own 404 page instead of passing it to Laravel.
  const web = startProcess(
    'php',
    [
      ...phpLimits,
      '-S',
      `127.0.0.1:${port}`,
      '../vendor/laravel/framework/src/Illuminate/Foundation/resources/server.php',
    ],
    join(appDir, 'public'),
    { PHP_CLI_SERVER_WORKERS: '4' },
  );
  const reverb =
    options.reverb === false
      ? null
      : startProcess(
          'php',
          ['artisan', 'reverb:start', '--host', '127.0.0.1', '--port', String(reverbPort)],
          appDir,
        );
  // The agents' replies are queued (QUEUE_CONNECTION=database, .env.testbed) and run here, as a
  // deployment runs them beside its web servers. Broadcasts wait on a queue of their own (config
  // broadcasting.queue), worked apart from the replies so a long reply never holds up a council's
  // or a thread's events. An idle worker asks for a job every `--sleep` seconds: on SQLite each ask
  // takes the database's one write lock, which the requests then wait for, so three workers asking
  // ten times a second made the runner's full run slower, not quicker (77 to 94 s against 33 to
  // 58 s with 1 s, docs/testing.md "What each change won"); MariaDB locks rows, and keeps 0.1 s.
  const sleep = `--sleep=${mariaDb ? '0.1' : '1'}`;
  const workers = [
    ...Array.from({ length: options.queueWorkers ?? 2 }, () =>
      startProcess('php', ['artisan', 'queue:work', sleep, '--quiet'], appDir),
    ),
    startProcess('php', ['artisan', 'queue:work', '--queue=broadcasts', sleep, '--quiet'], appDir),
  ];
  const stop = async () => {
    await Promise.all([
      stopProcess(web),
      reverb && stopProcess(reverb),
      ...workers.map(stopProcess),
    ]);
    mariaDb?.drop();
    removeInstance(appDir);
  };
  try {
    await waitUntil('php -S', web, () => answersOk(`http://127.0.0.1:${port}/up`));
    if (reverb) await waitUntil('reverb:start', reverb, () => acceptsConnections(reverbPort));
    for (const worker of workers)
      if (worker.child.exitCode !== null) throw new Error(`queue:work exited:\n${worker.output()}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl: `http://${host}:${port}`,
    origin,
    reverbUrl: reverb ? `ws://${host}:${reverbPort}` : null,
    reverbPort: reverb ? reverbPort : null,
    reverbKey: readEnv(appDir, 'REVERB_APP_KEY') ?? '',
    appDir,
    stop,
  };
}
