/**
 * The findings on a real Laravel where the runner's own verdict was wrong: a fault must be that
 * probe's alone, a sign-in failure must say why, a warning must stay a warning, and one
 * operation's protocol fault must not stop the run.
 */
import { describe, expect, it } from 'vitest';
import { withJson, type Variant } from './support/broken-proxy';
import { behind as behindProxy } from './support/behind';
import { runCli } from './support/processes';
import { useMockServer } from './support/mock-per-file';
import { bodyAfter204 } from './support/laravel-faults';
import { cookieValue, isPath } from './support/variants';

const mock = useMockServer();

const behind = (variant: Variant, args: string[]) => behindProxy(mock.url, variant, args);

describe("the runner's verdicts on what a real Laravel did", () => {
  it('finding 8: with CSRF off, the probes fail only sanctum-csrf: they sign out no session and delete no record later checks use', async () => {
    const noCsrf: Variant = {
      // The header is filled in from the cookie, as if the backend never compared them.
      request: (ex) => {
        const cookie = cookieValue(String(ex.headers.cookie ?? ''), 'XSRF-TOKEN');
        if (!['GET', 'HEAD'].includes(ex.method) && !ex.headers['x-xsrf-token'] && cookie)
          ex.headers['x-xsrf-token'] = decodeURIComponent(cookie);
        return ex;
      },
    };
    const ops =
      'logout,deleteFolder,getFolder,updateFolder,listFolders,getProfile,deleteThread,getThread';
    const result = await behind(noCsrf, ['--only', ops]);
    expect(result.code, result.stdout).toBe(1);
    expect(result.stdout).toContain(
      'FAIL logout sanctum-csrf: unsafe call without X-XSRF-TOKEN: expected 419',
    );
    expect(result.stdout).toContain('FAIL deleteFolder sanctum-csrf:');
    // Every failure is a CSRF probe's own: no 401 from a signed-out session, no 404 from a deleted folder.
    expect(new Set(result.summary!.failures.map((f) => f.check))).toEqual(
      new Set(['sanctum-csrf']),
    );
  });

  it('finding 10: a login answered 500 "Session store not set on request." is diagnosed as a non-stateful origin', async () => {
    const notStateful: Variant = {
      request: (ex) =>
        isPath(ex, 'POST', /^\/api\/login$/)
          ? withJson(
              { status: 500, headers: {}, body: Buffer.alloc(0) },
              { message: 'Session store not set on request.', exception: 'RuntimeException' },
            )
          : ex,
    };
    const result = await behind(notStateful, [
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
    expect(result.lastLine).toContain('$middleware->statefulApi()');
    expect(result.lastLine).toContain('SANCTUM_STATEFUL_DOMAINS');
    expect(result.lastLine).toContain('localhost:5173');
    expect(result.lastLine).not.toContain('CONFORMANCE_PASSWORD');
  });

  it("finding 11: PATCH beside the contract's PUT (Laravel's apiResource) is a warning of the update, not a failure", async () => {
    const apiResource: Variant = {
      // Route::apiResource routes PUT and PATCH alike to update.
      request: (ex) => {
        const twin = { PATCH: 'PUT', PUT: 'PATCH' }[ex.method];
        const thread = /^\/api\/threads\/[^/]+$/.test(ex.path) && ex.method === 'PATCH';
        const folder = /^\/api\/folders\/[^/]+$/.test(ex.path) && ex.method === 'PUT';
        return twin && (thread || folder) ? { ...ex, method: twin } : ex;
      },
    };
    const result = await behind(apiResource, [
      '--only',
      'updateThread,deleteThread,updateFolder,deleteFolder',
    ]);
    expect(result.summary?.failures, result.stdout).toEqual([]);
    expect(result.code).toBe(0);
    expect(result.summary?.warnings.map((w) => `${w.operationId} ${w.check}`).sort()).toEqual([
      'updateFolder method-not-allowed',
      'updateThread method-not-allowed',
    ]);
    expect(result.stdout).toMatch(
      /WARN updateThread method-not-allowed: PATCH \/api\/threads\/\{thread\} answered 404, not 405: the backend routes PATCH as well as the contract's PUT/,
    );
    expect(result.lastLine).toMatch(/^conformance PASSED: .* 0 failed, 2 warnings/);

    const plain = await runCli(['--base-url', mock.url, '--only', 'updateThread,updateFolder']);
    expect(plain.summary?.warnings).toEqual([]);
  });
});

describe("a protocol fault is that operation's failure", () => {
  it('finding 7: the run goes on and reports the other operations', async () => {
    const result = await behind(bodyAfter204, ['--only', 'deleteFolder,listRoles']);
    expect(result.code).toBe(1);
    expect(result.lastLine).toMatch(/^conformance FAILED: 2\/2 operations exercised/);
    expect(
      result.summary?.results.filter(
        (r) => r.operationId === 'listRoles' && r.outcome === 'failed',
      ),
    ).toEqual([]);
  });
});
