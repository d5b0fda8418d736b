/**
 * Check 9, methods: a method the contract does not list for a known path gets Laravel's 405 with an
 * `Allow` header naming the listed ones; HEAD on a GET route answers as GET without a body; nothing
 * (TRACE included) answers 5xx. One pass over the paths judges all three, so this module registers
 * the three checks (`method-not-allowed`, `head`, `no-5xx`) and runs them as one.
 */
import { matchOperation } from '../../src/lib/http/operation-match';
import type { ContractOperation } from '../contract/contract';
import type { Context } from '../engine/context';
import { statusOf } from '../http/exchange';
import { fillPath, type Run } from '../engine/run-state';

import { paramsFor } from '../engine/steps';
import { unknownParams } from '../engine/probes';
import { throttleAnswered } from '../engine/throttle-answer';
import { CHECK } from '../engine/check-names';
import type { Check } from '../engine/check';
import { isUpdate } from './read-back';

const CANDIDATES = ['PATCH', 'PUT', 'DELETE', 'POST', 'GET'];

export async function checkMethods(run: Run, ctx: Context): Promise<void> {
  const byPath = new Map<string, ContractOperation[]>();
  for (const op of run.contract.operations)
    byPath.set(op.path, [...(byPath.get(op.path) ?? []), op]);
  for (const [template, ops] of byPath) {
    const selected = ops.filter((op) => run.selected(op.operationId));
    if (selected.length === 0) continue;
    const owner = selected[0]!;
    // A path value the run has none for is one no record has: Laravel's router answers 405 for
    // an unlisted method before any binding looks the record up.
    const path = fillPath(template, { ...unknownParams(owner), ...paramsFor(ctx, {}, template) });
    const listed = ops.map((op) => op.method);
    const twin = apiResourceTwin(listed);
    const unlisted = CANDIDATES.find(
      (method) => !listed.includes(method as never) && method !== twin,
    )!;
    if (twin) await checkTwin(run, ctx, ops, twin, template);
    if (run.options.readOnly && unlisted !== 'GET') {
      // A backend that wrongly routed the unsafe method would change data.
      run.results.skip(
        owner.operationId,
        CHECK.methodNotAllowed,
        `--read-only: ${unlisted} is not sent`,
      );
    } else await checkNotAllowed(run, ctx, owner, unlisted, listed, path);
    // GET as well where the contract lists none: `Route::match(['get', 'post'], …)` (stock
    // `Broadcast::routes()` is one) answers it and still gives PATCH its 405. Safe to send. Not
    // where another path's GET route takes the address (`/councils/create` is `/councils/{council}`
    // to Laravel's router, which answers that route's 404).
    if (
      unlisted !== 'GET' &&
      !listed.includes('GET') &&
      !matchOperation('GET', path.split('?')[0]!)
    )
      await checkNotAllowed(run, ctx, owner, 'GET', listed, path);

    const trace = await ctx.actorA.call({
      operationId: owner.operationId,
      check: CHECK.no5xx,
      method: 'TRACE',
      path,
    });
    noServerError(run, owner.operationId, trace);

    const get = selected.find((op) => op.method === 'GET');
    if (!get) continue;
    const full = await ctx.actorA.call({
      operationId: get.operationId,
      check: CHECK.head,
      method: 'GET',
      path,
    });
    const head = await ctx.actorA.call({
      operationId: get.operationId,
      check: CHECK.head,
      method: 'HEAD',
      path,
    });
    // The one rule (engine/throttle-answer.ts): a documented throttle's 429 on either is not judged.
    const throttled =
      head.response?.status === full.response?.status
        ? null
        : (throttleAnswered(get, full) ?? throttleAnswered(get, head));
    if (throttled) {
      run.results.skip(get.operationId, CHECK.head, `HEAD ${path}: ${throttled}`);
      continue;
    }
    const same = head.response?.status === full.response?.status;
    const empty = (head.response?.bodyText ?? '') === '';
    run.results.expect(
      same && empty,
      get.operationId,
      CHECK.head,
      same && empty
        ? `HEAD ${path}: ${head.response?.status} like GET, no body`
        : `HEAD ${path}: expected GET's status ${full.response?.status} and no body, got ${statusOf(head)}`,
      head.id,
    );
    noServerError(run, get.operationId, head);
  }
}

/**
 * Laravel's `Route::apiResource` routes both PUT and PATCH to `update`; the contract lists one. The
 * other one is not a contract failure but worth a look (a client could use a method the contract
 * does not promise), so it is a warning of the update operation.
 */
export function apiResourceTwin(listed: string[]): 'PUT' | 'PATCH' | null {
  if (listed.includes('PUT') && !listed.includes('PATCH')) return 'PATCH';
  if (listed.includes('PATCH') && !listed.includes('PUT')) return 'PUT';
  return null;
}

async function checkTwin(
  run: Run,
  ctx: Context,
  ops: ContractOperation[],
  twin: 'PUT' | 'PATCH',
  template: string,
): Promise<void> {
  const update = ops.find((op) => op.method === (twin === 'PUT' ? 'PATCH' : 'PUT'))!;
  if (!run.selected(update.operationId)) return;
  if (run.options.readOnly) {
    run.results.skip(
      update.operationId,
      CHECK.methodNotAllowed,
      `--read-only: ${twin} is not sent`,
    );
    return;
  }
  // On ids no record has: a backend that routes the method answers 404 (or 422) and changes nothing.
  const path = fillPath(template, { ...paramsFor(ctx, {}, template), ...unknownParams(update) });
  const exchange = await ctx.actorA.call({
    operationId: update.operationId,
    check: CHECK.methodNotAllowed,
    method: twin,
    path,
    json: {},
  });
  const status = exchange.response?.status ?? 0;
  if (status === 405)
    run.results.pass(
      update.operationId,
      CHECK.methodNotAllowed,
      `${twin} ${template}: 405, only ${update.method} is routed`,
      exchange.id,
    );
  else if (status > 0 && status < 500)
    run.results.warn(
      update.operationId,
      CHECK.methodNotAllowed,
      `${twin} ${template} answered ${status}, not 405: the backend routes ${twin} as well as the contract's ${update.method} (Laravel's Route::apiResource routes both to update). Not a contract failure; the frontend uses ${update.method} only`,
      exchange.id,
    );
  noServerError(run, update.operationId, exchange);
}

async function checkNotAllowed(
  run: Run,
  ctx: Context,
  owner: ContractOperation,
  unlisted: string,
  listed: string[],
  path: string,
): Promise<void> {
  const wrong = await ctx.actorA.call({
    operationId: owner.operationId,
    check: CHECK.methodNotAllowed,
    method: unlisted,
    path,
  });
  const allow = String(wrong.response?.headers.allow ?? '')
    .toUpperCase()
    .split(/\s*,\s*/);
  const ok = wrong.response?.status === 405 && listed.every((method) => allow.includes(method));
  run.results.expect(
    ok,
    owner.operationId,
    CHECK.methodNotAllowed,
    ok
      ? `${unlisted} ${path}: 405, Allow: ${allow.join(', ')}`
      : `${unlisted} ${path} (not in the contract): expected 405 with Allow: ${listed.join(', ')}, got ${statusOf(wrong)}${wrong.response ? `, Allow: ${String(wrong.response.headers.allow ?? '(none)')}` : ''}`,
    wrong.id,
  );
  noServerError(run, owner.operationId, wrong);
}

function noServerError(
  run: Run,
  operationId: string,
  exchange: Awaited<ReturnType<Context['actorA']['call']>>,
): void {
  const status = exchange.response?.status ?? 0;
  run.results.expect(
    status > 0 && status < 500,
    operationId,
    CHECK.no5xx,
    status < 500
      ? `${exchange.request.method} answered ${status}`
      : `${exchange.request.method} ${new URL(exchange.request.url).pathname}: expected no 5xx, got ${statusOf(exchange)}`,
    exchange.id,
  );
}

export const methodNotAllowed: Check = {
  name: CHECK.methodNotAllowed,
  summary: 'a method the path does not list gets 405; PUT/PATCH twins of apiResource are a warning',
  docs: "a method the contract does not list for a path gets 405 with `Allow` (and GET as well on a path that lists none, as `Route::match(['get', 'post'], …)` would answer it); HEAD answers as GET without a body; nothing (TRACE included) answers 5xx; PATCH beside a listed PUT (or the reverse) is a warning of the update operation (see above)",
  phase: 'after-operations',
  appliesTo: (op, run) => {
    const onPath = run.contract.operations.filter((o) => o.path === op.path);
    const owner = onPath.find((o) => run.selected(o.operationId)) ?? onPath[0];
    const twin = apiResourceTwin(onPath.map((o) => o.method));
    return owner === op || (twin !== null && isUpdate(op));
  },
  // The one pass over the paths: it judges head and no-5xx below as it goes.
  run: checkMethods,
};

/** Judged in method-not-allowed's pass (checkMethods: a GET and a HEAD of each GET path). */
export const head: Check = {
  name: CHECK.head,
  summary: 'HEAD on a GET path answers as GET does, with no body',
  docs: { rowOf: CHECK.methodNotAllowed },
  phase: 'after-operations',
  appliesTo: (op) => op.method === 'GET',
  judgedBy: CHECK.methodNotAllowed,
};

/** Judged in method-not-allowed's pass (every request it sends, TRACE too). */
export const no5xx: Check = {
  name: CHECK.no5xx,
  summary: 'no request of the methods pass gets a 5xx',
  docs: { rowOf: CHECK.methodNotAllowed },
  phase: 'after-operations',
  appliesTo: (op, run) => op.method === 'GET' || methodNotAllowed.appliesTo(op, run),
  judgedBy: CHECK.methodNotAllowed,
};
