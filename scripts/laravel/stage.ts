/**
 * The `laravel` stage of `npm test`: where PHP 8.2+ and composer are present, and the PHP package
 * registry answers or the offline kit is given, installs and builds the project's Laravel app (or
 * takes it from the cache) and runs backend/tests (the conformance runner against it, its PHPUnit
 * tests, the broken variants, the differential test of the mock) on SQLite, and beside it the
 * migrations, PHPUnit and the runner on MariaDB (skipped, saying why, without MariaDB) followed by the journeys in
 * Chromium against it (the `laravel` project of playwright.config.ts). Where something is missing, prints one line saying
 * why and leaves a marker with the reason, so the stage counts as skipped (the summary line says
 * why) rather than passed or failed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildApp, BUILT_APP_VARIABLE } from './build';
import { checkPrerequisites, describeSource } from './prerequisites';

export const LARAVEL_REPORT = '.cache/test-results/laravel.json';
export const LARAVEL_MARIADB_REPORT = '.cache/test-results/laravel-mariadb.json';
export const LARAVEL_JOURNEYS_REPORT = '.cache/test-results/laravel-journeys.json';
export const LARAVEL_SKIPPED = '.cache/test-results/laravel.skipped';

const prerequisites = checkPrerequisites();
if (!prerequisites.ok) {
  console.log(`laravel: skipped: ${prerequisites.reason}`);
  mkdirSync(dirname(LARAVEL_SKIPPED), { recursive: true });
  writeFileSync(LARAVEL_SKIPPED, `${prerequisites.reason}\n`);
  process.exit(0);
}

// The source is chosen once (the registry is asked at most here): every child builds from the same.
const { source } = prerequisites;
process.env.LARAVEL_PACKAGES = source.kind;
if (source.kind === 'kit') process.env.LARAVEL_KIT = source.dir;
// Built before the tests start, so a build's minutes never count against a test's timeout.
const app = buildApp(source);
process.env[BUILT_APP_VARIABLE] = app.dir;
console.log(
  `laravel: PHP ${prerequisites.phpVersion}, ${describeSource(source)}; app ${app.hash} ${app.built ? `built in ${app.seconds.toFixed(0)} s` : 'from the cache'}`,
);
// The runner is checked as it ships: the built single file (conformance/tests/support/processes.ts).
const runner = spawnSync('npm', ['run', '--silent', 'build:runner'], {
  stdio: 'inherit',
  shell: true,
});
if (runner.status !== 0) {
  console.log('laravel: the runner could not be built (npm run build:runner)');
  process.exit(1);
}
/** One vitest run of backend/tests, its time printed when it ends. */
function vitestRun(what: string, config: string, report: string): Promise<number> {
  const started = performance.now();
  const child = spawn(
    `vitest run --config ${config} --reporter=default --reporter=json --outputFile.json=${report}`,
    { stdio: 'inherit', shell: true },
  );
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      console.log(
        `laravel: ${what}: exit ${code}, ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
      resolve(code ?? 1);
    });
  });
}
/** The production build's journeys in Chromium against the app and the real Reverb (the `laravel` project of playwright.config.ts). */
function journeysRun(): Promise<number> {
  const started = performance.now();
  const child = spawn('playwright', ['test', '--project=laravel'], {
    stdio: 'inherit',
    shell: true,
    env: { ...process.env, E2E_JSON_REPORT: LARAVEL_JOURNEYS_REPORT },
  });
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      console.log(
        `laravel: the journeys: exit ${code}, ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
      resolve(code ?? 1);
    });
  });
}
// SQLite (everything) and MariaDB (migrations, PHPUnit, the runner) side by side: each is mostly
// waiting on its PHP servers, and together they keep the two cores busy without doubling the time.
// The journeys follow the MariaDB run, which ends minutes before the SQLite one (on 2026-12-07 at
// 152 s of its 386 s), instead of both: they fill the SQLite run's waits rather than adding their
// minute after it (docs/testing.md, "What each change won"). Each runs whatever the others did, and
// all count; the journeys' app is a copy of its own on ports of its own (e2e/laravel/support).
const [sqlite, [mariadb, journeys]] = await Promise.all([
  vitestRun('backend/tests on SQLite', 'backend/tests/vitest.config.ts', LARAVEL_REPORT),
  vitestRun(
    'backend/tests on MariaDB',
    'backend/tests/vitest.mariadb.config.ts',
    LARAVEL_MARIADB_REPORT,
  ).then(async (code) => [code, await journeysRun()] as const),
]);
process.exit(sqlite === 0 && mariadb === 0 && journeys === 0 ? 0 : 1);
