/**
 * The conformance runner against the project's own Laravel backend: every operation it implements,
 * with real time over Reverb, must pass with no failed check (warnings allowed: the `apiResource`
 * PUT/PATCH twin is idiomatic Laravel).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLaravel, type LaravelApp } from '../../scripts/laravel';
import { unavailable } from './support/available';
import { IMPLEMENTED } from './support/operations';
import { failuresOf, runConformanceAgainst } from './support/runner';

describe.skipIf(unavailable !== null)('the conformance runner against backend/laravel', () => {
  let app: LaravelApp;
  beforeAll(async () => {
    app = await startLaravel();
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('passes every operation the backend implements, real time included', async () => {
    const result = await runConformanceAgainst(app, IMPLEMENTED, [
      '--realtime',
      '--reverb-url',
      app.reverbUrl!,
      '--reverb-key',
      app.reverbKey,
    ]);
    expect(failuresOf(result), `${result.lastLine} (seed ${result.summary?.seed})`).toEqual([]);
    expect(result.code, result.stdout.slice(-2000)).toBe(0);
    expect(result.summary?.operations).toMatchObject({ exercised: IMPLEMENTED.length });
  });
});
