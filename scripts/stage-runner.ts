/**
 * Runs stages side by side by group and prints the table both `npm test` (scripts/run-tests.ts) and
 * `npm run test:quick` (scripts/test-quick.ts) end with: each stage's result, counts and time, the
 * whole run's time, the failed tests, and the plain summary line `N passed, N failed, N skipped`.
 * The run's timings are also written to `.cache/test-results/timings.json`, which
 * `npm run bench:suite-time` compares with the budget (scripts/test-budgets.ts).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { failedTests } from './test-failures';
import { RESULTS, type Stage, type StageCounts } from './test-stages';

export interface StageResult {
  stage: Stage;
  exitCode: number;
  seconds: number;
  counts: StageCounts;
}

export const TIMINGS_FILE = `${RESULTS}/timings.json`;

/** What timings.json holds: one run's stage times, in the order they ran. */
export interface RunTimings {
  finishedAt: string;
  seconds: number;
  stages: { name: string; group: number; seconds: number; exitCode: number }[];
}

function runStage(stage: Stage, buffered: boolean): Promise<StageResult> {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn(stage.command, {
      shell: true,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      if (buffered) {
        console.log(`\n── ${stage.name} (${stage.title}) ──`);
        process.stdout.write(Buffer.concat(chunks));
      }
      const exitCode = code ?? (signal ? 1 : 0);
      done({
        stage,
        exitCode,
        seconds: (performance.now() - started) / 1000,
        counts: stage.counts(exitCode),
      });
    });
  });
}

/** Runs `stages` group by group (a group's stages side by side) and returns their results. */
export async function runStages(stages: Stage[]): Promise<StageResult[]> {
  rmSync(RESULTS, { recursive: true, force: true });
  mkdirSync(RESULTS, { recursive: true });
  const results: StageResult[] = [];
  const groups = [...new Set(stages.map((stage) => stage.group))];
  for (const group of groups) {
    const members = stages.filter((stage) => stage.group === group);
    if (members.length === 1) console.log(`\n── ${members[0]!.name} (${members[0]!.title}) ──`);
    else console.log(`\n── ${members.map((stage) => stage.name).join(' + ')}, side by side ──`);
    results.push(
      ...(await Promise.all(members.map((stage) => runStage(stage, members.length > 1)))),
    );
  }
  return results;
}

/** Prints the table and the summary line, writes timings.json, and returns the exit code. */
export function report(results: StageResult[], seconds: number): number {
  const total = { passed: 0, failed: 0, skipped: 0 };
  console.log('\nStage               result   passed  failed  skipped     time');
  for (const { stage, exitCode, seconds: stageSeconds, counts } of results) {
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
    // A stage that could not run on this machine (e.g. laravel without PHP) says so.
    const skippedWhole = counts.passed === 0 && counts.failed === 0 && counts.skipped > 0;
    const result = exitCode !== 0 ? 'FAILED' : skippedWhole ? 'skipped' : 'ok';
    console.log(
      `${stage.name.padEnd(20)}${result.padEnd(7)}${String(counts.passed).padStart(8)}${String(counts.failed).padStart(8)}` +
        `${String(counts.skipped).padStart(9)}${`${stageSeconds.toFixed(0)} s`.padStart(9)}` +
        (counts.reason ? `   skipped: ${counts.reason}` : ''),
    );
  }
  console.log(`Whole run: ${(seconds / 60).toFixed(1)} min (${seconds.toFixed(0)} s)`);
  const timings: RunTimings = {
    finishedAt: new Date().toISOString(),
    seconds,
    stages: results.map((result) => ({
      name: result.stage.name,
      group: result.stage.group,
      seconds: result.seconds,
      exitCode: result.exitCode,
    })),
  };
  writeFileSync(TIMINGS_FILE, `${JSON.stringify(timings, null, 2)}\n`);
  const failedStages = results
    .filter((result) => result.exitCode !== 0)
    .map((result) => result.stage.name);
  if (failedStages.length > 0) console.log(`Failed stages: ${failedStages.join(', ')}`);
  // Named last, just above the totals, so the tail of a CI log says which test failed and why.
  const LISTED = 20;
  const failures = results.flatMap(({ stage }) =>
    (stage.reports ?? []).flatMap((file) =>
      failedTests(file).map((test) => ({ stage: stage.name, ...test })),
    ),
  );
  if (failures.length > 0) console.log('Failed tests:');
  for (const failure of failures.slice(0, LISTED))
    console.log(`  ${failure.stage}: ${failure.name}\n      ${failure.error}`);
  if (failures.length > LISTED)
    console.log(`  … and ${failures.length - LISTED} more, in the stages' output above`);
  console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  return failedStages.length > 0 ? 1 : 0;
}
