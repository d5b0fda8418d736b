/**
 * `npm test`: every stage CI runs, each reported, none hiding another. A failed stage does not stop
 * the run: the later stages still run and report, and the run exits 1 at the end. The last line
 * adds up every stage in one plain summary, `N passed, N failed, N skipped`: the tests of the unit,
 * conformance and browser stages by their own counts, and each check without tests of its own
 * (drift, lint, types, operation coverage, bundle) as one.
 *
 * Stages that use different parts of the machine run side by side (stages.ts says which and why);
 * a group's output is printed as each stage ends, so the log reads stage by stage.
 *
 * `npm test -- --only unit,browser` runs some stages (names as in the table), e.g. to try a fix.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { failedTests } from './test-failures';
import { STAGES, type Stage, type StageCounts } from './test-stages';

interface StageResult {
  stage: Stage;
  exitCode: number;
  seconds: number;
  counts: StageCounts;
}

const RESULTS_DIR = '.cache/test-results';

function parseOnly(argv: string[]): Set<string> | null {
  const index = argv.indexOf('--only');
  if (index === -1) return null;
  const names = (argv[index + 1] ?? '').split(',').filter(Boolean);
  const unknown = names.filter((name) => !STAGES.some((stage) => stage.name === name));
  if (names.length === 0 || unknown.length > 0) {
    console.error(
      `--only takes stage names separated by commas, of: ${STAGES.map((s) => s.name).join(', ')}`,
    );
    process.exit(2);
  }
  return new Set(names);
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

const only = parseOnly(process.argv.slice(2));
rmSync(RESULTS_DIR, { recursive: true, force: true });
mkdirSync(RESULTS_DIR, { recursive: true });

const started = performance.now();
const results: StageResult[] = [];
const selected = STAGES.filter((stage) => only === null || only.has(stage.name));
const groups = [...new Set(selected.map((stage) => stage.group))];
for (const group of groups) {
  const members = selected.filter((stage) => stage.group === group);
  if (members.length === 1) console.log(`\n── ${members[0]!.name} (${members[0]!.title}) ──`);
  else console.log(`\n── ${members.map((stage) => stage.name).join(' + ')}, side by side ──`);
  results.push(...(await Promise.all(members.map((stage) => runStage(stage, members.length > 1)))));
}

const total = { passed: 0, failed: 0, skipped: 0 };
console.log('\nStage               result   passed  failed  skipped     time');
for (const { stage, exitCode, seconds, counts } of results) {
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  // A stage that could not run on this machine (e.g. laravel without PHP) says so.
  const skippedWhole = counts.passed === 0 && counts.failed === 0 && counts.skipped > 0;
  const result = exitCode !== 0 ? 'FAILED' : skippedWhole ? 'skipped' : 'ok';
  console.log(
    `${stage.name.padEnd(20)}${result.padEnd(7)}${String(counts.passed).padStart(8)}${String(counts.failed).padStart(8)}` +
      `${String(counts.skipped).padStart(9)}${`${seconds.toFixed(0)} s`.padStart(9)}` +
      (counts.reason ? `   skipped: ${counts.reason}` : ''),
  );
}
const minutes = (performance.now() - started) / 60_000;
console.log(`Whole run: ${minutes.toFixed(1)} min`);
const failedStages = results
  .filter((result) => result.exitCode !== 0)
  .map((result) => result.stage.name);
if (failedStages.length > 0) console.log(`Failed stages: ${failedStages.join(', ')}`);
// Named last, just above the totals, so the tail of a CI log says which test failed and why.
const LISTED = 20;
const failures = results.flatMap(({ stage }) =>
  (stage.reports ?? []).flatMap((report) =>
    failedTests(report).map((test) => ({ stage: stage.name, ...test })),
  ),
);
if (failures.length > 0) console.log('Failed tests:');
for (const failure of failures.slice(0, LISTED))
  console.log(`  ${failure.stage}: ${failure.name}\n      ${failure.error}`);
if (failures.length > LISTED)
  console.log(`  … and ${failures.length - LISTED} more, in the stages' output above`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedStages.length > 0 ? 1 : 0);
