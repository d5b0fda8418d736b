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
      const runs = await Promise.all(
        Array.from({ length: 4 }, () => {
          const child = spawn('php', [script], { cwd: appDir });
          let out = '';
          child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
          return new Promise<string>((resolve) => child.on('close', () => resolve(out)));
        }),
      );
      expect(runs.map((out) => JSON.parse(out) as string[])).toEqual([[], [], [], []]);
    },
  );

  // Records of one name created from twelve processes at once, six each: the runner sends a signed-in
  // operation's cases four at a time, and the accepted ones carry one name. Each request picks the
  // same free slug; on SQLite (WAL) a transaction that read it before its insert then fails at once
  // with "database is locked" (a stale snapshot, which no busy timeout waits out), elsewhere the
  // later insert is a duplicate key: a 500 either way, unless the slug is read first and a
  // duplicate tried again (AgentController::store, CouncilController::store). Tried again with the
  // next free number, a slow request could lose every race for it: with four processes that was a
  // 500 about once in a loaded CI run, with twelve most runs, so twelve it is (Council::uniqueSlug).
  for (const { what, path, body, once } of [
    {
      what: 'agents',
      path: '/api/agents',
      body: { name: 'Concurrent Agent', description: 'Made at once.', pricing: 'free' },
    },
    { what: 'councils', path: '/api/councils/create', body: { name: 'Concurrent Council' } },
    {
      what: 'councils with one sent slug',
      path: '/api/councils/create',
      body: { name: 'Concurrent Council', slug: 'concurrent-council' },
      // The slug was the caller's choice: one council gets it, every other request hears it is taken.
      once: true,
    },
  ] as { what: string; path: string; body: object; once?: true }[]) {
    const PROCESSES = 12;
    it.skipIf(database !== 'sqlite')(
      `creates ${what} of one name from ${PROCESSES} processes at once without a 500 on the test bed's SQLite`,
      async () => {
        // A database of its own, migrated and seeded (the test bed's settings: WAL, a busy timeout).
        const env = {
          DB_DATABASE: join(appDir, 'database', `concurrent-${what.replaceAll(' ', '-')}.sqlite`),
          APP_DEBUG: 'true',
        };
        writeFileSync(env.DB_DATABASE, '');
        const seeded = artisan(['migrate', '--seed', '--force', '--no-ansi'], env);
        expect(seeded.status, seeded.stderr + seeded.stdout).toBe(0);
        const script = join(appDir, `concurrent-${what.replaceAll(' ', '-')}.php`);
        writeFileSync(
          script,
          `<?php
require __DIR__.'/vendor/autoload.php';
$app = require __DIR__.'/bootstrap/app.php';
$kernel = $app->make(Illuminate\\Contracts\\Http\\Kernel::class);
$kernel->bootstrap();
$user = App\\Models\\User::where('email', 'demo@example.com')->firstOrFail();
$answers = [];
for ($i = 0; $i < 6; $i++) {
    $body = '${JSON.stringify(body)}';
    $request = Illuminate\\Http\\Request::create('${path}', 'POST', [], [], [], ['HTTP_ACCEPT' => 'application/json', 'CONTENT_TYPE' => 'application/json'], $body);
    $app->instance('request', $request);
    Laravel\\Sanctum\\Sanctum::actingAs($user);
    $response = $kernel->handle($request);
    $answers[] = $response->getStatusCode() === 201 ? 201 : $response->getStatusCode().' '.substr((string) $response->getContent(), 0, 200);
    $kernel->terminate($request, $response);
}
echo json_encode($answers);
`,
        );
        const runs = await Promise.all(
          Array.from({ length: PROCESSES }, () => {
            const child = spawn('php', [script], { cwd: appDir, env: { ...process.env, ...env } });
            let out = '';
            child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
            child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
            return new Promise<string>((resolve) => child.on('close', () => resolve(out)));
          }),
        );
        const answers = runs.flatMap((out) => JSON.parse(out) as (number | string)[]);
        expect(answers).toHaveLength(PROCESSES * 6);
        if (once) {
          expect(answers.filter((answer) => answer === 201)).toHaveLength(1);
          for (const answer of answers.filter((answer) => answer !== 201))
            expect(answer).toMatch(/^422 .*The slug has already been taken\./);
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
