/**
 * `npm test`: every stage CI runs, each reported, none hiding another. A failed stage does not stop
 * the run: the later stages still run and report, and the run exits 1 at the end. The last line
 * adds up every stage in one plain summary, `N passed, N failed, N skipped`: the tests of the unit,
 * conformance and browser stages by their own counts, and each check without tests of its own
 * (drift, lint, types, operation coverage, bundle) as one.
 *
 * Stages that use different parts of the machine run side by side (test-stages.ts says which and
 * why); a group's output is printed as each stage ends, so the log reads stage by stage.
 *
 * `npm test -- --only unit,browser` runs some stages (names as in the table), e.g. to try a fix.
 */
import { report, runStages } from './stage-runner';
import { STAGES } from './test-stages';

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

const only = parseOnly(process.argv.slice(2));
const started = performance.now();
const results = await runStages(STAGES.filter((stage) => only === null || only.has(stage.name)));
process.exit(report(results, (performance.now() - started) / 1000));
