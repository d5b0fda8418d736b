/**
 * The journeys sign the same seeded accounts in, one journey after another: on a quick machine demo's
 * sixth sign-in came within a minute of the first, and Laravel's `throttle:login` (the contract's
 * 5 a minute per email and address) refused it as it should. Each journey is a visitor signing in
 * once, so each starts with the test bed's limiters at zero: its cache (the file store,
 * backend/laravel/.env.testbed) is cleared, as `php artisan cache:clear` does.
 */
import { spawnSync } from 'node:child_process';
import { APP_DIR_VARIABLE } from './settings';

export function clearThrottles(): void {
  const dir = process.env[APP_DIR_VARIABLE];
  if (!dir)
    throw new Error(`${APP_DIR_VARIABLE} is not set: run these journeys as the laravel project`);
  const result = spawnSync('php', ['artisan', 'cache:clear', '--no-interaction'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`php artisan cache:clear failed:\n${result.stdout}\n${result.stderr}`);
}
