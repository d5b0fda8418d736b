/**
 * Broken variants of backend/laravel, each with one realistic mistake: the conformance runner must
 * fail each one (exit 1), naming the operation and the check that caught it. Each variant is a copy
 * of the built app with its change applied (instance.ts), so no variant costs a build.
 */
import { describe, expect, it } from 'vitest';
import { startLaravel } from '../../scripts/laravel';
import { unavailable } from './support/available';
import { failed, failuresOf, runConformanceAgainst } from './support/runner';
import { VARIANTS } from './variants';

describe.skipIf(unavailable !== null)(
  'the runner catches broken variants of backend/laravel',
  () => {
    it('has at least ten variants, each named once', () => {
      expect(VARIANTS.length).toBeGreaterThanOrEqual(10);
      expect(new Set(VARIANTS.map((v) => v.name)).size).toBe(VARIANTS.length);
    });

    for (const variant of VARIANTS) {
      it(`${variant.name}: ${variant.mistake}`, async () => {
        const app = await startLaravel({ edits: variant.edits, reverb: false });
        try {
          const result = await runConformanceAgainst(app, variant.only);
          const found = failuresOf(result);
          for (const { operationId, check } of variant.caughtBy)
            expect(
              failed(result, operationId, check),
              `${operationId} ${check} among:\n${found.join('\n')}\n${result.lastLine}`,
            ).toBe(true);
          expect(result.code, result.lastLine).toBe(1);
        } finally {
          await app.stop();
        }
      });
    }
  },
);
