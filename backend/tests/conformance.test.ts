/**
 * The conformance runner against the project's own Laravel backend: every operation it implements
 * must pass with no failed check (warnings allowed: the `apiResource` PUT/PATCH twin is idiomatic
 * Laravel). Two runs, because with `--realtime` the runner sends the thread's message only in its
 * real-time check, after the stop/regenerate/edit scenarios looked for it. On SQLite, and again on
 * MariaDB (vitest.mariadb.config.ts).
 */
import { describe, expect, it } from 'vitest';
import { startLaravel, type LaravelApp } from '../../scripts/laravel';
import { database, onDatabase, unavailable } from './support/database';
import { IMPLEMENTED } from './support/operations';
import { failuresOf, runConformanceAgainst, WHOLE_RUN_TIMEOUT } from './support/runner';

describe.skipIf(unavailable !== null)(
  `the conformance runner against backend/laravel ${onDatabase}`,
  () => {
    // Each run gets its own copy of the app: the first one spends the login throttle on purpose.
    async function withApp(use: (app: LaravelApp) => Promise<void>): Promise<void> {
      const app = await startLaravel({ database });
      try {
        await use(app);
      } finally {
        await app.stop();
      }
    }

    it(
      'passes every operation the backend implements',
      () =>
        withApp(async (app) => {
          const result = await runConformanceAgainst(app, IMPLEMENTED);
          expect(failuresOf(result), `${result.lastLine} (seed ${result.summary?.seed})`).toEqual(
            [],
          );
          expect(result.code, result.stdout.slice(-2000)).toBe(0);
          expect(result.summary?.operations.exercised).toBe(IMPLEMENTED.length);
        }),
      WHOLE_RUN_TIMEOUT,
    );

    it("streams the agent's reply over the real Reverb", () =>
      withApp(async (app) => {
        // The message controls too: what a stop, a regenerate and an edit broadcast is heard only here;
        // and a purchase on invoice (`--lasting-writes`: this app is the test's own, thrown away after
        // it), whose order.completed reaches the buyer.
        const only = [
          'createThread',
          'sendThreadMessage',
          'authorizeBroadcasting',
          'stopThreadMessage',
          'regenerateThreadMessage',
          'updateThreadMessage',
          'buyAgent',
        ];
        const result = await runConformanceAgainst(app, only, [
          '--realtime',
          '--lasting-writes',
          '--reverb-url',
          app.reverbUrl!,
          '--reverb-key',
          app.reverbKey,
        ]);
        expect(failuresOf(result), result.lastLine).toEqual([]);
        expect(result.code, result.stdout.slice(-2000)).toBe(0);
        const realtime = result.summary?.results.find(
          (r) => r.operationId === 'sendThreadMessage' && r.check === 'realtime-events',
        );
        expect(realtime?.outcome).toBe('passed');
        const unchecked = result.summary?.promises?.unchecked ?? [];
        expect(JSON.stringify(unchecked)).not.toContain('buyAgent/invoice-');
      }));
  },
);
