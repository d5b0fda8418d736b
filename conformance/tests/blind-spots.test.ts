/**
 * The runner's former blind spots (found against a real Laravel 11 + Sanctum 4 backend with bugs
 * injected one at a time), each as a deliberately broken backend: the mock server behind a proxy
 * that breaks one rule. Each run must exit 1 naming the operation and the check; the same run
 * against the mock itself must pass that check. (The findings where the runner's own verdict was
 * wrong: blind-spot-verdicts.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { json, withJson, type Variant } from './support/broken-proxy';
import { behind as behindProxy, failuresOf, plainRuns } from './support/behind';
import { useMockServer } from './support/mock-per-file';
import { bodyAfter204 } from './support/laravel-faults';
import { bodyOf, cookieValue, isPath } from './support/variants';

const mock = useMockServer();

const behind = (variant: Variant, args: string[]) => behindProxy(mock.url, variant, args);
const plainRun = (args: string[]) => plain(mock.url, args);
const plain = plainRuns();

interface Case {
  finding: number;
  name: string;
  variant: Variant;
  args: string[];
  operation: string;
  check: string;
  /** Words the failure must carry (what was expected and what came back). */
  says?: RegExp;
}

const CASES: Case[] = [
  {
    finding: 1,
    name: 'a 204 for a DELETE of a folder that does not exist',
    variant: {
      request: (ex) =>
        isPath(ex, 'DELETE', /^\/api\/folders\/999999999$/)
          ? { status: 204, headers: {}, body: Buffer.alloc(0) }
          : ex,
    },
    args: ['--only', 'deleteFolder'],
    operation: 'deleteFolder',
    check: 'unknown-id',
    says: /unknown \{folder\} 999999999: expected 404, got 204/,
  },
  {
    finding: 1,
    name: 'a 403 for a thread that does not exist',
    variant: {
      request: (ex) =>
        isPath(ex, 'GET', /^\/api\/threads\/999999999$/)
          ? withJson(
              { status: 403, headers: {}, body: Buffer.alloc(0) },
              { message: 'This action is unauthorized.' },
            )
          : ex,
    },
    args: ['--only', 'getThread'],
    operation: 'getThread',
    check: 'unknown-id',
    says: /expected 404, got 403/,
  },
  {
    finding: 2,
    name: 'a login that keeps the session id from before it',
    variant: sessionNotRegenerated(),
    args: ['--only', 'login'],
    operation: 'login',
    check: 'session-fixation',
    says: /session id from before the sign-in is still valid and signed in/,
  },
  {
    finding: 3,
    name: 'a session cookie without HttpOnly',
    variant: {
      response: (answer) => ({
        ...answer,
        headers: {
          ...answer.headers,
          'set-cookie': [answer.headers['set-cookie'] ?? []]
            .flat()
            .map((line) => line.replace(/;\s*HttpOnly/i, '')),
        },
      }),
    },
    args: ['--only', 'getCsrfCookie'],
    operation: 'getCsrfCookie',
    check: 'cookie-attributes',
    says: /laravel_session is not HttpOnly/,
  },
  {
    finding: 3,
    name: 'cookies with SameSite=None and an HttpOnly XSRF-TOKEN',
    variant: {
      response: (answer) => ({
        ...answer,
        headers: {
          ...answer.headers,
          'set-cookie': [answer.headers['set-cookie'] ?? []]
            .flat()
            .map((line) =>
              line
                .replace(/SameSite=Lax/i, 'SameSite=None')
                .replace(/^(XSRF-TOKEN=[^;]*)/, '$1; HttpOnly'),
            ),
        },
      }),
    },
    args: ['--only', 'login'],
    operation: 'login',
    check: 'cookie-attributes',
    says: /XSRF-TOKEN is HttpOnly.*SameSite=none, expected Lax or Strict/,
  },
  {
    finding: 4,
    name: 'an update that answers the new value but saves nothing',
    variant: {
      // fill() without save(): the answer is the record with the body laid over it, never stored.
      request: async (ex, proxy) => {
        if (!isPath(ex, 'PATCH', /^\/api\/folders\/\d+$/) || !ex.headers['x-xsrf-token']) return ex;
        const body = bodyOf(ex);
        // Valid names only: the backend's validation still works, its save does not.
        if (!body || typeof body.name !== 'string' || !body.name.trim() || body.name.length > 100)
          return ex;
        const headers = { ...ex.headers };
        delete headers['content-type'];
        const current = await proxy.forward({
          ...ex,
          method: 'GET',
          body: Buffer.alloc(0),
          headers,
        });
        if (current.status !== 200) return current;
        const record = json(current) as { data: Record<string, unknown> };
        return withJson(current, { data: { ...record.data, ...body } });
      },
    },
    args: ['--only', 'updateFolder'],
    operation: 'updateFolder',
    check: 'update-read-back',
    says: /not saved: GET \/api\/folders\/\{folder\} \(getFolder\) shows name/,
  },
  {
    finding: 5,
    name: 'meta.total that does not match the items',
    variant: pageVariant((body) => {
      body.meta.total += 1;
    }),
    args: ['--only', 'listThreads'],
    operation: 'listThreads',
    check: 'pagination',
    says: /total/,
  },
  {
    finding: 5,
    name: 'links.next null while pages remain',
    variant: pageVariant((body) => {
      body.links.next = null;
    }),
    args: ['--only', 'listThreads'],
    operation: 'listThreads',
    check: 'pagination',
    says: /links\.next is null, but pages remain/,
  },
  {
    finding: 5,
    name: 'current_page past last_page',
    variant: pageVariant((body) => {
      body.meta.last_page = Math.max(1, body.meta.current_page - 1);
    }),
    args: ['--only', 'listThreads'],
    operation: 'listThreads',
    check: 'pagination',
    says: /last_page/,
  },
  {
    finding: 6,
    name: 'a profile that carries the password hash and the remember token',
    variant: {
      response: (answer, ex) => {
        if (!isPath(ex, 'GET', /^\/api\/profile$/) || answer.status !== 200) return answer;
        const body = json(answer) as { data: Record<string, unknown> };
        return withJson(answer, {
          data: {
            ...body.data,
            password: '$2y$12$abcdefghijklmnopqrstuv',
            remember_token: 'x1y2z3',
          },
        });
      },
    },
    args: ['--only', 'getProfile'],
    operation: 'getProfile',
    check: 'sensitive-data',
    says: /"data\.password", "data\.remember_token"/,
  },
  {
    finding: 7,
    name: 'a 204 with a body on deleteFolder',
    variant: bodyAfter204,
    args: ['--only', 'deleteFolder'],
    operation: 'deleteFolder',
    check: 'http-protocol',
    says: /a body after a 204/,
  },
  {
    finding: 7,
    name: 'fewer bytes than Content-Length on getFolder',
    variant: {
      request: (ex) =>
        isPath(ex, 'GET', /^\/api\/folders\/\d+$/)
          ? {
              status: 200,
              headers: {},
              body: Buffer.alloc(0),
              raw: Buffer.from(
                'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 500\r\nConnection: close\r\n\r\n{"data":{"id":1',
              ),
            }
          : ex,
    },
    args: ['--only', 'getFolder'],
    operation: 'getFolder',
    check: 'http-protocol',
    says: /fewer bytes than Content-Length/,
  },
  {
    finding: 7,
    name: 'a reset connection on listFolders',
    variant: {
      request: (ex) =>
        isPath(ex, 'GET', /^\/api\/folders$/)
          ? { status: 0, headers: {}, body: Buffer.alloc(0) }
          : ex,
    },
    args: ['--only', 'listFolders'],
    operation: 'listFolders',
    check: 'http-protocol',
    says: /reset|closed without an answer/,
  },
  {
    finding: 9,
    name: 'a folder name without its max:100 rule',
    variant: {
      // The backend stores any length (here: cut to what the mock stores, so it answers 201).
      request: (ex) => {
        if (!isPath(ex, 'POST', /^\/api\/folders$/)) return ex;
        const body = bodyOf(ex);
        if (!body || typeof body.name !== 'string' || body.name.length <= 100) return ex;
        return {
          ...ex,
          body: Buffer.from(JSON.stringify({ ...body, name: body.name.slice(0, 100) })),
        };
      },
    },
    args: ['--only', 'createFolder'],
    operation: 'createFolder',
    check: 'negative-body',
    says: /"name" longer than its maxLength 100 \[maxLength\]: expected 422 naming "name", got 201/,
  },
  {
    finding: 9,
    name: 'a list that accepts per_page above its maximum 100',
    variant: {
      // The backend has no `max:100` on per_page (here: cut to 100, so the mock answers 200).
      request: (ex) => {
        if (!isPath(ex, 'GET', /^\/api\/threads$/)) return ex;
        const url = new URL(ex.path, 'http://x');
        if (Number(url.searchParams.get('per_page')) <= 100) return ex;
        url.searchParams.set('per_page', '100');
        return { ...ex, path: `${url.pathname}${url.search}` };
      },
    },
    args: ['--only', 'listThreads'],
    operation: 'listThreads',
    check: 'negative-query',
    says: /"per_page=101" \(above its maximum 100\) \[maximum\]: expected 422 naming "per_page", got 200/,
  },
];

/** Laravel without `$request->session()->regenerate()`: the pre-login session id is the signed-in one. */
function sessionNotRegenerated(): Variant {
  const alias = new Map<string, string>();
  return {
    request: (ex) => {
      const cookie = String(ex.headers.cookie ?? '');
      const id = cookieValue(cookie, 'laravel_session');
      const real = id && alias.get(id);
      if (real)
        ex.headers.cookie = cookie.replace(`laravel_session=${id}`, `laravel_session=${real}`);
      return ex;
    },
    response: (answer, ex) => {
      if (!isPath(ex, 'POST', /^\/api\/login$/) || answer.status !== 200) return answer;
      const before = cookieValue(String(ex.headers.cookie ?? ''), 'laravel_session');
      const lines = [answer.headers['set-cookie'] ?? []].flat();
      const after = lines.map((line) => cookieValue(line, 'laravel_session')).find(Boolean);
      if (!before || !after) return answer;
      // The client keeps its old id, which now names the signed-in session.
      alias.set(before, after);
      return {
        ...answer,
        headers: {
          ...answer.headers,
          'set-cookie': lines.filter((l) => !l.startsWith('laravel_session=')),
        },
      };
    },
  };
}

interface Page {
  data: unknown[];
  links: { next: string | null };
  meta: { total: number; current_page: number; last_page: number };
}

function pageVariant(change: (body: Page) => void): Variant {
  return {
    response: (answer, ex) => {
      if (!isPath(ex, 'GET', /^\/api\/threads$/) || answer.status !== 200) return answer;
      const body = json(answer) as Page;
      change(body);
      return withJson(answer, body);
    },
  };
}

describe('the runner against the blind spots found on a real Laravel', () => {
  for (const testCase of CASES) {
    it(`finding ${testCase.finding}: fails ${testCase.name} (exit 1, ${testCase.operation} ${testCase.check})`, async () => {
      const result = await behind(testCase.variant, testCase.args);
      expect(result.code, result.stdout + result.stderr).toBe(1);
      expect(result.stdout).toContain(`FAIL ${testCase.operation} ${testCase.check}:`);
      expect(failuresOf(result)).toContain(`${testCase.operation} ${testCase.check}`);
      if (testCase.says) {
        const messages = result
          .summary!.failures.filter(
            (f) => f.operationId === testCase.operation && f.check === testCase.check,
          )
          .flatMap((f) => f.messages)
          .join('\n');
        expect(messages).toMatch(testCase.says);
      }
      const plain = await plainRun(testCase.args);
      expect(failuresOf(plain), plain.stdout).not.toContain(
        `${testCase.operation} ${testCase.check}`,
      );
      expect(
        plain.summary?.results.find(
          (r) => r.operationId === testCase.operation && r.check === testCase.check,
        )?.outcome,
      ).toBe('passed');
    });
  }
});
