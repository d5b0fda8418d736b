/**
 * The stages of `npm test` (scripts/run-tests.ts), in order. Stages of one `group` run side by
 * side: each group pairs work that does not fight over the same resource, on the 2-core machine
 * the suite is sized for (docs/testing.md, "Timings").
 */
import { existsSync, readFileSync } from 'node:fs';

export interface StageCounts {
  passed: number;
  failed: number;
  skipped: number;
  /** Why a stage that could not run here was skipped, for its summary line. */
  reason?: string;
}

export interface Stage {
  name: string;
  title: string;
  group: number;
  command: string;
  /** What the stage adds to the run's summary line, read once it ended with `exitCode`. */
  counts: (exitCode: number) => StageCounts;
  /** Its JSON reports, whose failed tests `npm test` names under the summary (scripts/test-failures.ts). */
  reports?: string[];
}

export const RESULTS = '.cache/test-results';

/** A check with no tests of its own counts as one. */
export const asOneCheck = (exitCode: number): StageCounts =>
  exitCode === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };

/**
 * A runner that failed without a failed test (it crashed, a file did not load, its report is
 * missing) still fails the summary: one failure for the stage itself.
 */
function withStageFailure(counts: StageCounts | null, exitCode: number): StageCounts {
  const base = counts ?? { passed: 0, failed: 0, skipped: 0 };
  return exitCode !== 0 && base.failed === 0 ? { ...base, failed: 1 } : base;
}

function readJson(path: string): unknown {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** A stage that could not run here (its stage script left `marker` saying why) counts as one skipped. */
function unlessSkipped(marker: string, counts: (exitCode: number) => StageCounts) {
  return (exitCode: number): StageCounts =>
    exitCode === 0 && existsSync(marker)
      ? { passed: 0, failed: 0, skipped: 1, reason: readFileSync(marker, 'utf8').trim() }
      : counts(exitCode);
}

export function vitestCounts(report: string) {
  return (exitCode: number): StageCounts => {
    const json = readJson(report) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    } | null;
    const counts = json && {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
    };
    return withStageFailure(counts, exitCode);
  };
}

function playwrightCounts(report: string) {
  return (exitCode: number): StageCounts => {
    const json = readJson(report) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    } | null;
    // A test that passed on its retry (flaky) counts as passed; the list reporter names it.
    const counts = json && {
      passed: json.stats.expected + json.stats.flaky,
      failed: json.stats.unexpected,
      skipped: json.stats.skipped,
    };
    return withStageFailure(counts, exitCode);
  };
}

/** A stage that runs two suites (vitest, then Playwright): both reports count. */
function sumOf(...parts: ((exitCode: number) => StageCounts)[]) {
  return (exitCode: number): StageCounts => {
    // Each part reads its own report; the stage's failure is counted once, below, not per part.
    const counts = parts.map((part) => part(0));
    const total = counts.reduce((a, b) => ({
      passed: a.passed + b.passed,
      failed: a.failed + b.failed,
      skipped: a.skipped + b.skipped,
    }));
    return withStageFailure(total, exitCode);
  };
}

export const vitest = (config: string, report: string) =>
  `vitest run ${config} --reporter=default --reporter=json --outputFile.json=${report}`;

export const STAGES: Stage[] = [
  // Regenerates src/generated/, which the next stages read: alone.
  {
    name: 'drift',
    title: 'src/generated/ against a fresh generation',
    group: 1,
    command: 'npm run --silent check:generated',
    counts: asOneCheck,
  },
  // All three single-threaded: the format check takes the core the type check leaves while ESLint
  // and the checks after it run (`npm run lint` is the first two, one after the other).
  {
    name: 'lint',
    title:
      'ESLint, the import layers, CSS file length, the contract lint, the GitHub workflows and Action',
    group: 2,
    command: 'npm run --silent lint:code',
    counts: asOneCheck,
  },
  {
    name: 'format',
    title: 'Prettier, every file',
    group: 2,
    command: 'npm run --silent lint:format',
    counts: asOneCheck,
  },
  {
    name: 'types',
    title: 'TypeScript, strict',
    group: 2,
    command: 'npm run --silent typecheck',
    counts: asOneCheck,
  },
  {
    name: 'unit',
    title: 'vitest: app, mock, contract',
    group: 3,
    command: `tsx scripts/operation-coverage.ts --reset && ${vitest('', `${RESULTS}/unit.json`)}`,
    counts: vitestCounts(`${RESULTS}/unit.json`),
    reports: [`${RESULTS}/unit.json`],
  },
  // Reads the ledger the unit tests wrote.
  {
    name: 'coverage',
    title: 'every operation handled, tested ok and in error',
    group: 4,
    command: 'tsx scripts/operation-coverage.ts',
    counts: asOneCheck,
  },
  // PHP's servers and the runner, beside the conformance stage below: measured alone on the quiet
  // 2-core machine (2026-11-28, vmstat), the laravel stage left a core idle for two of its four
  // minutes (its SQLite run waits on PHP once the MariaDB run is done) and the conformance stage
  // used 1.2 cores on average, each test waiting on its mock server and the runner's child. Side
  // by side they fill the two cores instead of taking turns; both build the runner they test,
  // which conformance/build/build-runner.ts makes safe (each file swapped in whole). Not beside
  // the Chromium stages, which would slow them all. Its own production build and Chromium
  // journeys come last in it, once the variants are done.
  {
    name: 'laravel',
    title:
      'the real Laravel backend: runner, PHPUnit, broken variants, the mock against it, journeys in Chromium (skipped without PHP, composer and a package source: the registry or the kit)',
    group: 4,
    command: 'tsx scripts/laravel/stage.ts',
    counts: unlessSkipped(
      `${RESULTS}/laravel.skipped`,
      sumOf(
        vitestCounts(`${RESULTS}/laravel.json`),
        vitestCounts(`${RESULTS}/laravel-mariadb.json`),
        playwrightCounts(`${RESULTS}/laravel-journeys.json`),
      ),
    ),
    reports: [
      `${RESULTS}/laravel.json`,
      `${RESULTS}/laravel-mariadb.json`,
      `${RESULTS}/laravel-journeys.json`,
    ],
  },
  {
    name: 'conformance',
    title: 'the conformance runner (the built single file) against the mock and broken backends',
    group: 4,
    command:
      'npm run --silent build:runner && ' +
      vitest('--config conformance/vitest.config.ts', `${RESULTS}/conformance.json`),
    counts: vitestCounts(`${RESULTS}/conformance.json`),
    reports: [`${RESULTS}/conformance.json`],
  },
  // The network journeys mostly wait on child servers over loopback (one Chromium, one worker, 30 s
  // of it waiting for pusher-js to give up on a stopped Reverb), and the production build's check
  // takes seconds: beside the two stages above, whose CPU fills those waits, they add about 10 s to
  // the group instead of 50 s of their own (docs/testing.md, "Timings"). Their ports are not the
  // laravel journeys' (e2e/laravel/support/settings.ts).
  {
    name: 'bundle',
    title: 'production build: no mock code, JavaScript budgets',
    group: 4,
    command: 'npm run --silent check:bundle',
    counts: asOneCheck,
  },
  {
    name: 'network',
    title:
      'the production build and mixed mode against mock:server over the network (project network)',
    group: 4,
    command: `E2E_JSON_REPORT=${RESULTS}/network.json npm run --silent test:e2e:network`,
    counts: playwrightCounts(`${RESULTS}/network.json`),
    reports: [`${RESULTS}/network.json`],
  },
  {
    name: 'browser',
    title:
      'Playwright journeys in Chromium against the demo build (projects mock, slow-cpu-4x, slow-cpu-6x)',
    group: 5,
    command: `E2E_JSON_REPORT=${RESULTS}/browser.json tsx scripts/run-e2e.ts`,
    counts: playwrightCounts(`${RESULTS}/browser.json`),
    reports: [`${RESULTS}/browser.json`],
  },
];
