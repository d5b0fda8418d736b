/**
 * `npm run test:dates`: proves that no test depends on the date it runs. Runs the unit tests once
 * at each instant of the clock matrix (tests/support/test-clock.ts: a Monday morning, the last day
 * of a month, 31 December 23:59, 29 February of a leap year), then the journeys tagged @dates at
 * each instant too, all from one demo build (the matrix projects of e2e/config/mock.ts).
 *
 * `npm run test:dates -- tests/chat` limits the unit part to those paths; TEST_TZ picks the zone.
 * Prints a line per instant and stage, and exits 1 when any failed.
 */
import { spawnSync } from 'node:child_process';
import { CLOCK_MATRIX, testTimeZone } from '../tests/support/test-clock';

const paths = process.argv.slice(2);
const failures: string[] = [];
const lines: string[] = [];

for (const [name, instant] of Object.entries(CLOCK_MATRIX)) {
  console.log(`\n── unit tests at ${name} (${instant}, ${testTimeZone()}) ──`);
  const started = performance.now();
  const run = spawnSync('vitest', ['run', ...paths], {
    stdio: 'inherit',
    env: { ...process.env, TEST_NOW: instant },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  lines.push(
    `unit     at ${name.padEnd(22)} ${instant}  ${run.status === 0 ? 'passed' : 'FAILED'} (${seconds} s)`,
  );
  if (run.status !== 0) failures.push(`unit at ${name}`);
}

console.log('\n── journeys tagged @dates, at every instant ──');
const started = performance.now();
const journeys = spawnSync('tsx', ['scripts/run-e2e.ts', 'e2e'], {
  stdio: 'inherit',
  env: { ...process.env, E2E_CLOCK_MATRIX: '1' },
});
const seconds = ((performance.now() - started) / 1000).toFixed(0);
lines.push(
  `browser  at every instant (${Object.keys(CLOCK_MATRIX).length} projects)          ${journeys.status === 0 ? 'passed' : 'FAILED'} (${seconds} s)`,
);
if (journeys.status !== 0) failures.push('journeys');

console.log(`\n${lines.join('\n')}`);
if (failures.length > 0) {
  console.log(`Date-dependent failures: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('No test depends on the date: every instant passed.');
