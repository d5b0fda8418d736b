/**
 * No false alarm against Laravel written as Laravel is written (issue 34, point 4). Each backend
 * here is the mock behind a proxy that behaves as a stock Laravel 11 + Sanctum 4 + Fortify app does
 * in one respect (the `confirmed` rule, `throttle:login`, a production 500, a missing route); the
 * runner must judge it as the contract means it, and say why where it cannot check something.
 */
import { describe, expect, it } from 'vitest';
import type { Variant } from './support/broken-proxy';
import { behind as behindProxy, failuresOf } from './support/behind';
import { useMockServer } from './support/mock-per-file';
import {
  confirmedRule,
  editedMessagesAreEarlierVersions,
  fortifyLoginThrottle,
  missingRoute,
  productionNotStateful,
  stricterThrottle,
  throttledOnce,
} from './support/laravel-as-written';

const mock = useMockServer();

const behind = (variant: Variant, args: string[]) => behindProxy(mock.url, variant, args);
const outcome = (result: Awaited<ReturnType<typeof behind>>, operationId: string, check: string) =>
  result.summary?.results.find((r) => r.operationId === operationId && r.check === check);

describe('Laravel as written is no false alarm', () => {
  it("judges a confirmation field as Laravel's `confirmed` rule does: never alone, a mismatch under the base field", async () => {
    const result = await behind(confirmedRule(), ['--only', 'updateProfile,register']);
    expect(failuresOf(result), result.stdout).not.toContain('updateProfile negative-body');
    expect(failuresOf(result), result.stdout).not.toContain('register negative-body');
    expect(outcome(result, 'updateProfile', 'negative-body')?.outcome).toBe('passed');
    expect(outcome(result, 'register', 'negative-body')?.outcome).toBe('passed');
    expect(result.code, result.stdout).toBe(0);
  });

  it("spreads the invalid-data cases of a throttled login over throwaway addresses, so Fortify's throttle:login never answers them", async () => {
    const result = await behind(fortifyLoginThrottle(60), ['--only', 'login']);
    expect(failuresOf(result), result.stdout).toEqual([]);
    expect(outcome(result, 'login', 'negative-body')?.outcome).toBe('passed');
    expect(outcome(result, 'login', 'throttle')?.outcome).toBe('passed');
    expect(result.code).toBe(0);
  });

  it('never reports a 429 from a documented throttle as a validation or schema failure', async () => {
    // Stricter than the contract's 5 a minute: the runner's paced cases still meet it.
    const result = await behind(stricterThrottle(/^\/api\/register$/, 2), ['--only', 'register']);
    const failures = failuresOf(result);
    expect(failures, result.stdout).not.toContain('register negative-body');
    expect(failures, result.stdout).not.toContain('register response-conforms');
    expect(failures, result.stdout).not.toContain('register malformed-json');
    expect(
      result.summary?.results
        .filter((r) => r.operationId === 'register' && r.outcome === 'skipped')
        .map((r) => r.reason)
        .join('\n'),
    ).toMatch(/429/);
  });

  it('waits out Retry-After once when a sign-in is throttled, and says it did', async () => {
    const result = await behind(throttledOnce(2), ['--only', 'getProfile']);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stderr).toMatch(
      /sign-in as demo@example\.com answered 429: waited 2 s \(Retry-After\)/,
    );
    expect(result.summary?.notes?.join('\n')).toMatch(/waited 2 s \(Retry-After\)/);
  });

  it('gives a bare production 500 at login the stateful-origin hint when the session cookie is set and nobody is signed in', async () => {
    const result = await behind(productionNotStateful(), [
      '--only',
      'login',
      '--origin',
      'http://localhost:5173',
    ]);
    expect(result.code).toBe(2);
    expect(result.lastLine).toMatch(
      /^conformance NOT RUN: sign-in \(login\) as demo@example\.com failed: 500/,
    );
    expect(result.lastLine).toContain("did not treat the runner's requests as stateful");
    expect(result.lastLine).toContain('SANCTUM_STATEFUL_DOMAINS');
    expect(result.lastLine).not.toContain('CONFORMANCE_PASSWORD');
  });

  it('says why a check was skipped: the chain needed an operation the backend does not have', async () => {
    const result = await behind(missingRoute('POST', /^\/api\/folders$/), [
      '--only',
      'getFolder,updateFolder,deleteFolder',
    ]);
    // promise-broadcasts is skipped on any run without --realtime, whatever the chain did.
    const skipped = result.summary!.results.filter(
      (r) =>
        ['getFolder', 'updateFolder', 'deleteFolder'].includes(r.operationId) &&
        r.outcome === 'skipped' &&
        r.check !== 'promise-broadcasts',
    );
    expect(skipped.length).toBeGreaterThan(0);
    for (const r of skipped)
      expect(`${r.operationId} ${r.check}: ${r.reason}`).toMatch(/createFolder.*404/);
  });

  it('sends the invalid edits of a message to its current version, not the one an earlier edit replaced', async () => {
    const result = await behind(editedMessagesAreEarlierVersions(), [
      '--only',
      'sendThreadMessage,stopThreadMessage,updateThreadMessage',
    ]);
    // The edit itself went through (the case is about what comes after it).
    expect(outcome(result, 'updateThreadMessage', 'positive-data')?.outcome).toBe('passed');
    expect(failuresOf(result), result.stdout).not.toContain('updateThreadMessage negative-body');
    expect(outcome(result, 'updateThreadMessage', 'negative-body')?.outcome).toBe('passed');
  });

  it('says so when Reverb is never checked because the backend has no sendThreadMessage', async () => {
    const result = await behind(missingRoute('POST', /^\/api\/threads\/[^/]+\/message$/), [
      '--only',
      'sendThreadMessage',
      '--realtime',
      '--reverb-url',
      mock.url,
    ]);
    const realtime = outcome(result, 'sendThreadMessage', 'realtime-events');
    expect(realtime?.outcome, result.stdout).toBe('skipped');
    expect(realtime?.reason).toMatch(/Reverb was not checked.*sendThreadMessage.*404/);
    expect(result.summary?.notes?.join('\n')).toMatch(/Reverb was not checked/);
  });
});
