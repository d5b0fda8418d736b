/**
 * `npm run bench:suite-time -- [--run DIR] [--against DIR] [--top N]`: how long the last `npm test`
 * (or `npm run test:quick`) took, stage by stage against its budget (scripts/test-budgets.ts), and
 * the slowest tests of each stage from the stages' own JSON reports. DIR is a results folder, by
 * default this clone's `.cache/test-results` (a CI clone's works too). With `--against`, an earlier
 * run's folder, it names the stages and the tests that grew most since. A benchmark, not a test: it
 * prints figures and exits 0 unless there is no run to read.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RUN_BUDGET_SECONDS, STAGE_BUDGET_SECONDS } from '../scripts/test-budgets';
import type { RunTimings } from '../scripts/stage-runner';
import { STAGES } from '../scripts/test-stages';
import { testDurations, type TimedTest } from './suite-time/durations';

const log = (line = '') => process.stdout.write(`${line}\n`);
const secs = (value: number) => `${value.toFixed(0)} s`;

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

interface Run {
  timings: RunTimings;
  tests: Map<string, TimedTest[]>;
}

function readRun(dir: string): Run {
  const file = join(dir, 'timings.json');
  if (!existsSync(file)) {
    console.error(`${file} is missing: run npm test (or npm run test:quick) first.`);
    process.exit(1);
  }
  const timings = JSON.parse(readFileSync(file, 'utf8')) as RunTimings;
  const tests = new Map<string, TimedTest[]>();
  for (const stage of STAGES) {
    const reports = (stage.reports ?? []).map((report) => join(dir, report.split('/').pop()!));
    tests.set(stage.name, reports.flatMap(testDurations));
  }
  return { timings, tests };
}

function main() {
  const args = process.argv.slice(2);
  const top = Number(option(args, '--top') ?? 20);
  const run = readRun(option(args, '--run') ?? '.cache/test-results');
  const againstDir = option(args, '--against');
  const before = againstDir ? readRun(againstDir) : null;

  log(
    `Run of ${run.timings.finishedAt}: ${secs(run.timings.seconds)}, budget ${secs(RUN_BUDGET_SECONDS)}`,
  );
  log('stage          time   budget  of budget  before');
  for (const stage of run.timings.stages) {
    const budget = STAGE_BUDGET_SECONDS[stage.name];
    const earlier = before?.timings.stages.find((other) => other.name === stage.name);
    const share = budget ? `${((stage.seconds / budget) * 100).toFixed(0)} %` : 'no budget';
    const over = budget && stage.seconds > budget ? '  OVER' : '';
    log(
      `${stage.name.padEnd(12)}${secs(stage.seconds).padStart(7)}${(budget ? secs(budget) : '-').padStart(9)}` +
        `${share.padStart(11)}${(earlier ? secs(earlier.seconds) : '-').padStart(8)}${over}`,
    );
  }
  for (const [stage, tests] of run.tests) {
    if (tests.length === 0) continue;
    const total = tests.reduce((sum, test) => sum + test.seconds, 0);
    log(
      `\n${stage}: the slowest ${Math.min(top, tests.length)} of ${tests.length} tests (${secs(total)} of test time)`,
    );
    for (const test of [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, top))
      log(`  ${test.seconds.toFixed(1).padStart(7)} s  ${test.name}`);
    const earlier = before?.tests.get(stage);
    if (!earlier?.length) continue;
    const then = new Map(earlier.map((test) => [test.name, test.seconds]));
    const grown = tests
      .map((test) => ({ ...test, grew: test.seconds - (then.get(test.name) ?? 0) }))
      .filter((test) => test.grew > 0.5)
      .sort((a, b) => b.grew - a.grew)
      .slice(0, 10);
    if (grown.length) log(`  grew most since the earlier run:`);
    for (const test of grown)
      log(
        `  +${test.grew.toFixed(1).padStart(6)} s  ${test.name}${then.has(test.name) ? '' : ' (new)'}`,
      );
  }
}

main();
