/**
 * Broken variants of backend/laravel, each with one realistic mistake: the conformance runner must
 * fail each one (exit 1), naming the operation and the check that caught it. Each variant is a copy
 * of the built app with its change applied (instance.ts), so no variant costs a build.
 */
import { describe, it } from 'vitest';
import { startLaravel } from '../../scripts/laravel';
import { unavailable } from './support/available';
import { failed, failuresOf, runConformanceAgainst } from './support/runner';
import { VARIANTS } from './variants';

describe.skipIf(unavailable !== null)(
  'the runner catches broken variants of backend/laravel',
  () => {
    it('has at least ten variants, each named once', ({ expect }) => {
      expect(VARIANTS.length).toBeGreaterThanOrEqual(10);
      expect(new Set(VARIANTS.map((v) => v.name)).size).toBe(VARIANTS.length);
    });

    // Two at a time (maxConcurrency in vitest.config.ts): a run mostly waits on PHP and PHP on the
    // runner, so a pair keeps both cores busy; each variant has its own copy of the app and ports.
    for (const variant of VARIANTS) {
      it.concurrent(`${variant.name}: ${variant.mistake}`, async ({ expect }) => {
        // Without Reverb the test bed broadcasts to the log, and the log broadcaster authorises every
        // channel: a variant checked on /broadcasting/auth needs the real one (and its Reverb).
        const reverb = variant.only.includes('authorizeBroadcasting');
        const app = await startLaravel({ edits: variant.edits, env: variant.env, reverb });
        try {
          const result = await runConformanceAgainst(app, variant.only);
          const found = failuresOf(result);
          for (const { operationId, check, message } of variant.caughtBy)
            expect(
              failed(result, operationId, check, message),
              `${operationId} ${check} among:\n${found.join('\n')}\n${result.lastLine}`,
            ).toBe(true);
          expect(result.code, result.lastLine).toBe(variant.exitCode ?? 1);
        } finally {
          await app.stop();
        }
      });
    }
  },
);
