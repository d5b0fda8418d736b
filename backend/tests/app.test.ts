/**
 * The backend's own checks, without servers: its PHPUnit feature tests (`php artisan test`), its
 * routes against the contract (every implemented operation routed, with the contract's method), and
 * on MariaDB its migrations as MySQL 8 would take them (the SQL of Laravel's MySQL grammar, read
 * from `migrate --pretend`: no literal default on a TEXT, BLOB or JSON column).
 */
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../src/generated/operations';
import { buildApp } from '../../scripts/laravel';
import { createInstance, removeInstance } from '../../scripts/laravel/instance';
import { createDatabase, dropDatabase, laravelEnv } from '../../scripts/laravel/mariadb';
import { mysql8Refusals } from '../../scripts/laravel/mysql8';
import { prerequisites } from './support/available';
import { database, mariaDbSocket, onDatabase, unavailable } from './support/database';
import { IMPLEMENTED } from './support/operations';

describe.skipIf(unavailable !== null)(`backend/laravel, installed and built, ${onDatabase}`, () => {
  let appDir: string;
  const databases: string[] = [];
  /** A fresh empty database on MariaDB for one command (PHPUnit migrates it itself), or nothing on SQLite. */
  const databaseEnv = (prefix: string): Record<string, string> => {
    if (database === 'sqlite') return {};
    const name = createDatabase(mariaDbSocket(), prefix);
    databases.push(name);
    return laravelEnv(mariaDbSocket(), name);
  };
  const artisan = (args: string[], env: Record<string, string> = {}) =>
    spawnSync('php', ['artisan', ...args], {
      cwd: appDir,
      encoding: 'utf8',
      env: { ...process.env, ...env },
    });

  /** `php args` in `count` processes at once: what each printed, its output and errors together. */
  const phpAtOnce = (count: number, args: string[], env: Record<string, string> = {}) =>
    Promise.all(
      Array.from({ length: count }, () => {
        const child = spawn('php', args, { cwd: appDir, env: { ...process.env, ...env } });
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
        return new Promise<string>((resolve) => child.on('close', () => resolve(out)));
      }),
    );

  beforeAll(() => {
    if (!prerequisites.ok) return;
    appDir = createInstance(buildApp(prerequisites.source).dir);
  });
  afterAll(() => {
    for (const name of databases) dropDatabase(mariaDbSocket(), name);
    if (appDir) removeInstance(appDir);
  });

  it('passes its PHPUnit feature tests', () => {
    // phpunit.xml's SQLite in memory, unless the environment names MariaDB (PHPUnit's <env> yields to it).
    const result = artisan(['test'], databaseEnv('phpunit'));
    expect(result.status, `${result.stdout}\n${result.stderr}`.slice(-4000)).toBe(0);
  });

  it('routes each operation it implements with the contract method and path', () => {
    const result = artisan(['route:list', '--json']);
    expect(result.status, result.stderr).toBe(0);
    const routes = JSON.parse(result.stdout) as { method: string; uri: string }[];
    // Laravel names path parameters as the contract does ({folder}, {thread}...); only the slash differs.
    const routed = new Set(
      routes.flatMap((r) => r.method.split('|').map((m) => `${m} /${r.uri.replace(/^\//, '')}`)),
    );
    const missing = IMPLEMENTED.filter((id) => {
      const op = operations.find((o) => o.operationId === id)!;
      return !routed.has(`${op.method} ${op.path}`);
    });
    expect(missing).toEqual([]);
  });

  it.skipIf(database !== 'sqlite')(
    'counts concurrent throttled requests without "database is locked" on the test bed\'s SQLite',
    async () => {
      // What every throttled request does (ThrottleRequests -> RateLimiter::hit), from four processes at
      // once, as the served test bed's four web workers do: with the database cache on SQLite, most hits
      // failed at once with "database is locked" (.env.testbed says why).
      const script = join(appDir, 'hits.php');
      writeFileSync(
        script,
        `<?php
require __DIR__.'/vendor/autoload.php';
$app = require __DIR__.'/bootstrap/app.php';
$app->make(Illuminate\\Contracts\\Console\\Kernel::class)->bootstrap();
$errors = [];
for ($i = 0; $i < 100; $i++) {
    try { Illuminate\\Support\\Facades\\RateLimiter::hit('concurrent-'.($i % 2), 60); }
    catch (Throwable $e) { $errors[] = $e->getMessage(); }
}
echo json_encode(array_slice(array_values(array_unique($errors)), 0, 3));
`,
      );
      const runs = await phpAtOnce(4, [script]);
      expect(runs.map((out) => JSON.parse(out) as string[])).toEqual([[], [], [], []]);
    },
  );

  // Writes that a unique index guards, sent from twelve processes at once, six each. Records of one
  // name first: the runner sends a signed-in operation's cases four at a time, and the accepted ones
  // carry one name. Each request picks the same free slug; on SQLite (WAL) a transaction that read it
  // before its insert then fails at once with "database is locked" (a stale snapshot, which no busy
  // timeout waits out), elsewhere the later insert is a duplicate key: a 500 either way, unless the
  // slug is read first and a duplicate tried again (AgentController::store,
  // CouncilController::store). Tried again with the next free number, a slow request could lose
  // every race for it: with four processes that was a 500 about once in a loaded CI run, with twelve
  // most runs, so twelve it is (Council::uniqueSlug).
  for (const { what, path, setup, body, once } of [
    {
      what: 'creates agents of one name',
      path: '/api/agents',
      body: { name: 'Concurrent Agent', description: 'Made at once.', pricing: 'free' },
    },
    {
      what: 'creates councils of one name',
      path: '/api/councils/create',
      body: { name: 'Concurrent Council' },
    },
    {
      what: 'creates councils with one sent slug',
      path: '/api/councils/create',
      body: { name: 'Concurrent Council', slug: 'concurrent-council' },
      // The slug was the caller's choice: one council gets it, every other request hears it is taken.
      once: /^422 .*The slug has already been taken\./,
    },
    // A double click on a slow phone: both requests pass the unique rule, and the later write
    // breaks the index (FolderController::nameTaken, AgentStoreController::add).
    {
      what: "creates one user's folders of one name",
      path: '/api/folders',
      body: { name: 'Concurrent Folder' },
      once: /^422 .*The name has already been taken\./,
    },
    {
      what: "adds one agent to a user's list",
      // A published free agent a user has neither added nor been given by a council: the first
      // seeded user with one.
      setup: `$free = fn ($user) => App\\Models\\Agent::forCaller($user)->where('status', 'published')->where('pricing', 'free')->orderBy('id')->get()->reject(fn ($agent) => $agent->in_own_list || $agent->provided_by_council);
$user = App\\Models\\User::orderBy('id')->get()->first(fn ($user) => $free($user)->isNotEmpty());
$path = '/api/agents/'.$free($user)->first()->id.'/add';`,
      body: {},
      once: /^422 .*The agent has already been added\./,
    },
  ] as { what: string; path?: string; setup?: string; body: object; once?: RegExp }[]) {
    const PROCESSES = 12;
    it.skipIf(database !== 'sqlite')(
      `${what} from ${PROCESSES} processes at once without a 500 on the test bed's SQLite`,
      async () => {
        // A database of its own, migrated and seeded (the test bed's settings: WAL, a busy timeout).
        const env = {
          DB_DATABASE: join(appDir, 'database', `concurrent-${what.replace(/\W+/g, '-')}.sqlite`),
          APP_DEBUG: 'true',
        };
        writeFileSync(env.DB_DATABASE, '');
        const seeded = artisan(['migrate', '--seed', '--force', '--no-ansi'], env);
        expect(seeded.status, seeded.stderr + seeded.stdout).toBe(0);
        const script = join(appDir, `concurrent-${what.replace(/\W+/g, '-')}.php`);
        writeFileSync(
          script,
          `<?php
require __DIR__.'/vendor/autoload.php';
$app = require __DIR__.'/bootstrap/app.php';
$kernel = $app->make(Illuminate\\Contracts\\Http\\Kernel::class);
$kernel->bootstrap();
if ($argv[1] === 'choose') {
    $user = App\\Models\\User::where('email', 'demo@example.com')->firstOrFail();
    ${setup ?? `$path = '${path}';`}
    echo json_encode([$user->id, $path]);
    exit;
}
[, $userId, $path] = $argv;
$user = App\\Models\\User::findOrFail($userId);
$answers = [];
for ($i = 0; $i < 6; $i++) {
    $body = '${JSON.stringify(body)}';
    $request = Illuminate\\Http\\Request::create($path, 'POST', [], [], [], ['HTTP_ACCEPT' => 'application/json', 'CONTENT_TYPE' => 'application/json'], $body);
    $app->instance('request', $request);
    Laravel\\Sanctum\\Sanctum::actingAs($user);
    $response = $kernel->handle($request);
    $answers[] = $response->getStatusCode() === 201 ? 201 : $response->getStatusCode().' '.substr((string) $response->getContent(), 0, 200);
    $kernel->terminate($request, $response);
}
echo json_encode($answers);
`,
        );
        // Who sends what is chosen once, before any request changes what there is to choose from.
        const chosen = spawnSync('php', [script, 'choose'], {
          cwd: appDir,
          encoding: 'utf8',
          env: { ...process.env, ...env },
        });
        expect(chosen.status, chosen.stdout + chosen.stderr).toBe(0);
        const [userId, target] = JSON.parse(chosen.stdout) as [number, string];
        const runs = await phpAtOnce(PROCESSES, [script, String(userId), target], env);
        const answers = runs.flatMap((out) => {
          try {
            return JSON.parse(out) as (number | string)[];
          } catch {
            throw new Error(`A process printed no answers:\n${out.slice(0, 2000)}`);
          }
        });
        expect(answers).toHaveLength(PROCESSES * 6);
        if (once) {
          expect(answers.filter((answer) => answer === 201)).toHaveLength(1);
          for (const answer of answers.filter((answer) => answer !== 201))
            expect(answer).toMatch(once);
        } else
          expect(
            answers.filter((answer) => answer !== 201),
            JSON.stringify(answers),
          ).toEqual([]);
      },
    );
  }

  it.skipIf(database !== 'mariadb')(
    'writes no migration MySQL 8 refuses (a literal default on a TEXT, BLOB or JSON column)',
    () => {
      // Wide lines: the SQL of each statement on one line, as artisan prints it.
      const result = artisan(['migrate', '--pretend', '--force', '--no-ansi'], {
        ...databaseEnv('pretend'),
        COLUMNS: '100000',
      });
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/create table `messages`/);
      expect(mysql8Refusals(result.stdout)).toEqual([]);
    },
  );
});
