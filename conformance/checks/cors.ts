/**
 * `cors`: when the frontend is served from another origin than the API (`--origin` differs from
 * `--base-url`, as in docs/backend.md's `localhost:5173` beside `localhost:8000`), the browser sends a
 * preflight before every call the app makes (its `X-Requested-With`, JSON `Content-Type` and
 * `X-XSRF-TOKEN` are not CORS-safelisted) and reads an answer only when it names the app's origin
 * and allows credentials. A server-side client never looks, so without this check a
 * `config/cors.php` that misses a path (`broadcasting/auth`), names another origin, or lacks
 * `supports_credentials` passes every other check while the app in the browser gets nothing.
 */
import type { ContractOperation } from '../contract/contract';
import { statusOf, type Exchange } from '../http/exchange';
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';

import { call, type StepOptions } from '../engine/steps';
import type { Check } from '../engine/check';
import { CHECK } from '../engine/check-names';

const SAFE = new Set(['GET', 'HEAD']);

export function isCrossOrigin(run: Run): boolean {
  return new URL(run.options.origin).origin !== new URL(run.options.baseUrl).origin;
}

/** The headers a browser names in the preflight of the app's call (the non-safelisted ones). */
export function preflightHeaders(op: ContractOperation): string[] {
  const headers = ['x-requested-with'];
  if (op.body === 'json') headers.unshift('content-type');
  if (!SAFE.has(op.method)) headers.push('x-xsrf-token');
  return headers;
}

const header = (exchange: Exchange | undefined, name: string): string => {
  const value = exchange?.response?.headers[name];
  return (Array.isArray(value) ? value.join(', ') : (value ?? '')).trim();
};
const listed = (value: string) => value.toLowerCase().split(/\s*,\s*/);

/** What an answer to the app's origin lacks for the browser to hand it over (empty: nothing). */
function credentialedProblems(exchange: Exchange | undefined, origin: string): string[] {
  const problems: string[] = [];
  const allowOrigin = header(exchange, 'access-control-allow-origin');
  if (allowOrigin !== origin)
    problems.push(
      `Access-Control-Allow-Origin ${allowOrigin ? `"${allowOrigin}"` : 'missing'}, not "${origin}"`,
    );
  if (header(exchange, 'access-control-allow-credentials').toLowerCase() !== 'true')
    problems.push(`no "Access-Control-Allow-Credentials: true" ('supports_credentials' => true)`);
  return problems;
}

export async function checkCors(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  valid: StepOptions,
): Promise<void> {
  // Same origin: the browser makes no CORS checks, and the check does not apply (scope.ts).
  if (!isCrossOrigin(run)) return;
  const origin = new URL(run.options.origin).origin;
  const requested = preflightHeaders(op);
  const preflight = await call(run, ctx, op.operationId, ctx.actorA, CHECK.cors, {
    params: valid.params,
    method: 'OPTIONS',
    cookies: false,
    headers: {
      'Access-Control-Request-Method': op.method,
      'Access-Control-Request-Headers': requested.join(','),
    },
  });
  if (!preflight) return;
  const problems: string[] = [];
  const status = preflight.response?.status ?? 0;
  if (status < 200 || status >= 300)
    problems.push(`the preflight answered ${statusOf(preflight)}, not 2xx`);
  problems.push(...credentialedProblems(preflight, origin));
  const methods = listed(header(preflight, 'access-control-allow-methods'));
  if (!methods.includes(op.method.toLowerCase()))
    problems.push(`Access-Control-Allow-Methods does not name ${op.method}`);
  const allowed = listed(header(preflight, 'access-control-allow-headers'));
  const missing = requested.filter((name) => !allowed.includes(name));
  if (missing.length > 0)
    problems.push(`Access-Control-Allow-Headers does not name ${missing.join(', ')}`);

  // The answer of the call itself, as the app's origin sent it earlier in the run.
  const answered = [...run.exchanges]
    .reverse()
    .find(
      (e) =>
        e.operationId === op.operationId &&
        e.request.method === op.method &&
        (e.response?.status ?? 0) > 0,
    );
  const answerProblems = answered ? credentialedProblems(answered, origin) : [];
  problems.push(...answerProblems.map((p) => `the ${answered!.response!.status} answer: ${p}`));

  run.results.expect(
    problems.length === 0,
    op.operationId,
    CHECK.cors,
    problems.length === 0
      ? `preflight ${status} and the answer allow ${origin} with credentials, ${op.method} and ${requested.join(', ')}`
      : `${op.method} from ${origin}: ${problems.join('; ')} (config/cors.php: 'paths', 'allowed_origins', 'supports_credentials')`,
    problems.length > 0 && problems.length === answerProblems.length ? answered!.id : preflight.id,
  );
}

export const check: Check = {
  name: CHECK.cors,
  summary: 'with the app on another origin: the preflight and the credentialed answer allow it',
  docs: "when `--origin` is not the base URL's origin (the app served apart from the API, as in [What Laravel needs](#what-laravel-needs)): for every operation, the preflight a browser sends (`OPTIONS` with `Access-Control-Request-Method` and the app's non-safelisted headers: `X-Requested-With`, a JSON `Content-Type`, `X-XSRF-TOKEN` on unsafe calls) answers 2xx naming the app's origin exactly, `Access-Control-Allow-Credentials: true`, the method and those headers; and the call's own answer names the origin with credentials. A `config/cors.php` missing a path (`broadcasting/auth`), naming another origin or without `supports_credentials` fails it; the server-side runner would pass everything else while the browser got nothing",
  phase: 'per-operation',
  appliesTo: (_op, run) => isCrossOrigin(run),
  perOperation: (run, ctx, { op, valid }) => checkCors(run, ctx, op, valid),
};
