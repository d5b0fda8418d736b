/**
 * conformance/laravel/ContractConformanceTest.php in a real Laravel 11 app (built by the kit in
 * /work/shared/laravel, or LARAVEL_KIT, with the minimal overlay of fixtures/): `php artisan test`
 * passes when the app keeps the contract and fails with the runner's FAIL line when it breaks it.
 * Runs where PHP and the kit exist; skipped elsewhere.
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { RUNNER_FILE } from './support/processes';
import { CHILD_PROCESS_MS } from '../../tests/support/test-waits';

const KIT = process.env.LARAVEL_KIT ?? '/work/shared/laravel';
const hasPhp = spawnSync('php', ['--version']).status === 0;
const available = hasPhp && existsSync(join(KIT, 'make-app.sh'));
const OVERLAY = join(process.cwd(), 'conformance', 'tests', 'fixtures', 'laravel-minimal-overlay');

describe.skipIf(!available)('the PHPUnit conformance test in a Laravel app', () => {
  let app: string;
  beforeAll(() => {
    app = join(mkdtempSync(join(tmpdir(), 'laravel-conformance-')), 'app');
    const made = spawnSync('bash', [join(KIT, 'make-app.sh'), app, OVERLAY], { encoding: 'utf8' });
    expect(made.status, made.stdout + made.stderr).toBe(0);
    copyFileSync(
      join('conformance', 'laravel', 'ContractConformanceTest.php'),
      join(app, 'tests', 'Feature', 'ContractConformanceTest.php'),
    );
    copyFileSync(RUNNER_FILE, join(app, 'council-conformance.mjs'));
    writeFileSync(
      join(app, 'council-conformance.json'),
      JSON.stringify({ only: ['listCategories'] }),
    );
  }, 600_000);

  const artisanTest = (env: Record<string, string> = {}) =>
    spawnSync('php', ['artisan', 'test', '--filter', 'ContractConformanceTest'], {
      cwd: app,
      encoding: 'utf8',
      env: { ...process.env, ...env },
      timeout: CHILD_PROCESS_MS,
    });

  /** As artisanTest, without blocking this process (a server of the test's own must answer meanwhile). */
  const artisanTestAsync = (env: Record<string, string>) =>
    new Promise<{ status: number | null; stdout: string }>((resolve) => {
      const child = spawn('php', ['artisan', 'test', '--filter', 'ContractConformanceTest'], {
        cwd: app,
        env: { ...process.env, ...env },
      });
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.once('close', (status) => resolve({ status, stdout }));
    });

  it('passes against an app that keeps the contract', () => {
    const result = artisanTest();
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toMatch(/Tests:\s+1 passed/);
  });

  it('says what is missing: no Node, no runner file, a port in use, a migration that fails', async () => {
    const noNode = artisanTest({ CONFORMANCE_NODE: '/nonexistent/node' });
    expect(noNode.status).toBe(1);
    expect(noNode.stdout).toContain(
      'The runner needs Node 20 or later (`/nonexistent/node --version` failed)',
    );

    const noRunner = artisanTest({ CONFORMANCE_RUNNER: join(app, 'missing.mjs') });
    expect(noRunner.status).toBe(1);
    expect(noRunner.stdout).toContain(`No runner file at ${join(app, 'missing.mjs')}`);

    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as { port: number }).port;
    try {
      const taken = await artisanTestAsync({ CONFORMANCE_PORT: String(port) });
      expect(taken.status).toBe(1);
      expect(taken.stdout).toContain(`Port ${port} (CONFORMANCE_PORT) is in use`);
    } finally {
      holder.close();
    }

    const migration = join(app, 'database', 'migrations', '2099_01_01_000000_broken.php');
    writeFileSync(
      migration,
      "<?php\nuse Illuminate\\Database\\Migrations\\Migration;\nreturn new class extends Migration {\n    public function up(): void { throw new RuntimeException('the broken migration'); }\n};\n",
    );
    try {
      const failing = artisanTest();
      expect(failing.status).toBe(1);
      expect(failing.stdout).toContain('php artisan migrate:fresh --seed --force failed (exit 1)');
      expect(failing.stdout).toContain('the broken migration');
    } finally {
      rmSync(migration);
    }
  });

  it("fails with the runner's FAIL line when the app breaks it", () => {
    const result = artisanTest({ CONFORMANCE_FIXTURE_BREAK: '1' });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      'FAIL listCategories response-conforms: GET /api/dictionaries/categories → 200',
    );
    expect(result.stdout).toMatch(/conformance FAILED: 1\/1 operations exercised/);
  });
});
