/**
 * Every recipe docs/backend.md gives a Laravel team, run whole as written against backend/laravel
 * (issue 43): the PHPUnit test (`php artisan test`, the full runner over every operation the app
 * routes, with --realtime against the Reverb the test starts), the CI workflow's steps in order with
 * the Action, and the one-step recipe without it. Each passes against the app and fails, with the
 * runner's FAIL lines, against a broken variant of it. The docs' blocks are read at test time
 * (support/recipes.ts), so a change of the docs changes what runs here.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type Edit } from '../../scripts/laravel';
import { createInstance, removeInstance } from '../../scripts/laravel/instance';
import type { Summary } from '../../conformance/report/summary';
import { RUNNER_FILE } from '../../conformance/tests/support/processes';
import { prerequisites, unavailable } from './support/available';
import { IMPLEMENTED } from './support/operations';
import { JobRun, readRecipes, startReleaseServer } from './support/recipes';
import { WHOLE_RUN_TIMEOUT } from './support/runner';
import { VARIANTS } from './variants';

/** Caught by broadcasting-auth, which only the real broadcaster (Reverb) can pass or fail. */
const BROKEN = VARIANTS.find((v) => v.name === 'user-channel-strict-compare-of-a-string')!;

function appCopy(edits: Edit[] = []): string {
  if (!prerequisites.ok) throw new Error('no Laravel test bed');
  return createInstance(buildApp(prerequisites.source).dir, edits);
}

/** The run's figures, printed for docs/testing.md ("Recipes of docs/backend.md"). */
function figures(recipe: string, summary: Summary, seconds: number): void {
  console.log(
    `recipe ${recipe}: ${seconds.toFixed(1)} s in all, runner ${(summary.wallMs / 1000).toFixed(1)} s, ${summary.requests} requests, ${summary.operations.exercised} operations exercised`,
  );
}

const summaryOf = (dir: string): Summary =>
  JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as Summary;

describe.skipIf(unavailable !== null)('the recipes of docs/backend.md, run whole', () => {
  let release: Awaited<ReturnType<typeof startReleaseServer>>;
  beforeAll(async () => {
    release = await startReleaseServer();
  });
  afterAll(() => release?.stop());

  /** `php artisan test --filter ContractConformanceTest` in a copy of the app with the test and the runner in place. */
  async function phpunit(appDir: string, config: Record<string, unknown>) {
    copyFileSync(
      join('conformance', 'laravel', 'ContractConformanceTest.php'),
      join(appDir, 'tests', 'Feature', 'ContractConformanceTest.php'),
    );
    copyFileSync(RUNNER_FILE, join(appDir, 'council-conformance.mjs'));
    writeFileSync(join(appDir, 'council-conformance.json'), JSON.stringify(config));
    const started = performance.now();
    // Asynchronous: the other recipe, run beside it, must go on meanwhile.
    const child = spawn('php', ['artisan', 'test', '--filter', 'ContractConformanceTest'], {
      cwd: appDir,
      env: { ...process.env, CONFORMANCE_NODE: process.execPath },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const status = await new Promise<number | null>((resolve) => child.once('close', resolve));
    const result = { status, stdout, stderr };
    return { ...result, seconds: (performance.now() - started) / 1000 };
  }

  /**
   * The CI workflow up to its conformance step (checkout, composer install, serve), then that step
   * with the Action, then the one-step recipe in its place against the same served app.
   */
  async function ciRecipes(appDir: string) {
    const recipes = await readRecipes(release.url);
    // The machine's side of the job: composer offline when the packages come from the kit.
    const machine: Record<string, string> =
      prerequisites.ok && prerequisites.source.kind === 'kit'
        ? { COMPOSER_DISABLE_NETWORK: '1' }
        : {};
    const job = new JobRun(appDir, { ...machine, ...recipes.job.env }, release.url);
    const at = recipes.job.steps.findIndex((s) => s.uses?.includes('/conformance/action@'));
    try {
      let started = performance.now();
      const served = await job.steps(recipes.job.steps.slice(0, at));
      expect(served, job.describe()).toBe(true);
      const setupSeconds = (performance.now() - started) / 1000;
      started = performance.now();
      await job.step(recipes.job.steps[at]!);
      const action = {
        ...job.last.result,
        seconds: setupSeconds + (performance.now() - started) / 1000,
      };
      const actionSummary = summaryOf(join(appDir, 'conformance-report'));
      const afterAction = await job.steps(recipes.job.steps.slice(at + 1));
      started = performance.now();
      await job.step(recipes.oneStep);
      const oneStep = {
        ...job.last.result,
        seconds: setupSeconds + (performance.now() - started) / 1000,
      };
      return {
        job,
        action,
        actionSummary,
        afterAction,
        oneStep,
        oneStepSummary: summaryOf(join(appDir, 'conformance-report')),
      };
    } finally {
      job.stopAll();
    }
  }

  // Two at a time (maxConcurrency), in this order: the longest first (the CI recipe's two whole
  // runs, one after the other, then the PHPUnit test's one), the short broken runs in the slot that
  // frees first. Declared the other way round, the CI recipe waited for the PHPUnit test's broken run and
  // ended the file about 24 s later (docs/testing.md, "What each change won").
  it.concurrent(
    'the CI recipe (with the Action) and the one-step recipe pass, as written',
    async () => {
      const appDir = appCopy();
      try {
        const run = await ciRecipes(appDir);
        expect(run.action.status, run.job.describe()).toBe(0);
        expect(run.action.stdout).toMatch(/conformance PASSED: /);
        expect(run.action.summary).toContain('## Contract conformance ✅ PASSED');
        expect(run.afterAction, run.job.describe()).toBe(true);
        const realtime = run.actionSummary.results.find(
          (r) => r.operationId === 'sendThreadMessage' && r.check === 'realtime-events',
        );
        expect(realtime?.outcome).toBe('passed');
        expect(run.oneStep.status, run.job.describe()).toBe(0);
        expect(run.oneStep.stdout).toMatch(/conformance PASSED: /);
        figures('CI workflow with the Action', run.actionSummary, run.action.seconds);
        figures('one step without the Action', run.oneStepSummary, run.oneStep.seconds);
      } finally {
        removeInstance(appDir);
      }
    },
    WHOLE_RUN_TIMEOUT,
  );

  it.concurrent(
    'php artisan test: the PHPUnit test passes every operation the app routes, with --realtime',
    async () => {
      const appDir = appCopy();
      try {
        const result = await phpunit(appDir, { realtime: true, seed: 35 });
        expect(result.status, `${result.stdout}\n${result.stderr}`.slice(-4000)).toBe(0);
        expect(result.stdout).toMatch(/Tests:\s+1 passed/);
        const summary = summaryOf(join(appDir, 'storage', 'conformance-report'));
        // Every implemented operation checked (the routes decide; others are "not built yet").
        const exercised = new Set(summary.results.map((r) => r.operationId));
        expect(IMPLEMENTED.filter((id) => !exercised.has(id))).toEqual([]);
        const realtime = summary.results.find(
          (r) => r.operationId === 'sendThreadMessage' && r.check === 'realtime-events',
        );
        expect(realtime?.outcome).toBe('passed');
        figures('PHPUnit test', summary, result.seconds);
      } finally {
        removeInstance(appDir);
      }
    },
    WHOLE_RUN_TIMEOUT,
  );

  it.concurrent(
    `php artisan test fails with the runner's FAIL lines against ${BROKEN.name}`,
    async () => {
      const appDir = appCopy(BROKEN.edits);
      try {
        const result = await phpunit(appDir, { only: BROKEN.only, realtime: true, seed: 35 });
        expect(result.status, result.stdout.slice(-3000)).toBe(1);
        for (const { operationId, check } of BROKEN.caughtBy)
          expect(result.stdout).toContain(`FAIL ${operationId} ${check}:`);
        expect(result.stdout).toMatch(/conformance FAILED: /);
      } finally {
        removeInstance(appDir);
      }
    },
  );

  it.concurrent(
    `the CI recipe and the one-step recipe fail against ${BROKEN.name}, with annotations and the job summary`,
    async () => {
      const appDir = appCopy(BROKEN.edits);
      // The team's config file narrows the run to what the mistake touches (found by the runner itself).
      writeFileSync(
        join(appDir, 'council-conformance.json'),
        JSON.stringify({ only: BROKEN.only }),
      );
      try {
        const run = await ciRecipes(appDir);
        expect(run.action.status, run.job.describe()).toBe(1);
        for (const { operationId, check } of BROKEN.caughtBy) {
          expect(run.action.stdout).toContain(`::error title=${operationId} ${check}::`);
          expect(run.oneStep.stdout).toContain(`FAIL ${operationId} ${check}:`);
        }
        expect(run.action.summary).toContain('## Contract conformance ❌ FAILED');
        expect(run.oneStep.status).toBe(1);
      } finally {
        removeInstance(appDir);
      }
    },
  );
});
