/**
 * The `laravel` stage of `npm test`: where PHP 8.2+, composer and the kit are present, builds the
 * project's Laravel app (or takes it from the cache) and runs backend/tests (the conformance runner
 * against it, its PHPUnit tests, the broken variants). Where they are missing, prints one line saying
 * why and leaves a marker, so the stage counts as skipped rather than passed or failed.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildApp } from './build';
import { checkPrerequisites } from './prerequisites';

export const LARAVEL_REPORT = '.cache/test-results/laravel.json';
export const LARAVEL_SKIPPED = '.cache/test-results/laravel.skipped';

const prerequisites = checkPrerequisites();
if (!prerequisites.ok) {
  console.log(`laravel: skipped: ${prerequisites.reason}`);
  mkdirSync(dirname(LARAVEL_SKIPPED), { recursive: true });
  writeFileSync(LARAVEL_SKIPPED, `${prerequisites.reason}\n`);
  process.exit(0);
}

// Built before the tests start, so a build's minutes never count against a test's timeout.
const app = buildApp(prerequisites.kitDir);
console.log(
  `laravel: PHP ${prerequisites.phpVersion}, kit ${prerequisites.kitDir}; app ${app.hash} ${app.built ? `built in ${app.seconds.toFixed(0)} s` : 'from the cache'}`,
);
const vitest = spawnSync(
  'vitest',
  [
    'run',
    '--config',
    'backend/tests/vitest.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${LARAVEL_REPORT}`,
  ],
  { stdio: 'inherit', shell: true },
);
process.exit(vitest.status ?? 1);
