/**
 * Check 9, methods: a method the contract does not list for a known path gets Laravel's 405 with an
 * `Allow` header naming the listed ones; HEAD on a GET route answers as GET without a body; nothing
 * (TRACE included) answers 5xx.
 */
import type { ContractOperation } from '../contract/contract';
import { statusOf, type Context } from '../run/context';
import { fillPath, type Run } from '../run/engine';
import { CHECKS } from '../run/results';
import { paramsFor } from '../run/steps';

const CANDIDATES = ['PATCH', 'PUT', 'DELETE', 'POST', 'GET'];

export async function checkMethods(run: Run, ctx: Context): Promise<void> {
  const byPath = new Map<string, ContractOperation[]>();
  for (const op of run.contract.operations)
    byPath.set(op.path, [...(byPath.get(op.path) ?? []), op]);
  for (const [template, ops] of byPath) {
    const selected = ops.filter((op) => run.selected(op.operationId));
    if (selected.length === 0) continue;
    const owner = selected[0]!;
    let path: string;
    try {
      path = fillPath(template, paramsFor(ctx, {}, template));
    } catch {
      run.results.skip(
        owner.operationId,
        CHECKS.methodNotAllowed,
        'no values for its path parameters',
      );
      continue;
    }
    const listed = ops.map((op) => op.method);
    const unlisted = CANDIDATES.find((method) => !listed.includes(method as never))!;
    if (run.options.readOnly && unlisted !== 'GET') {
      // A backend that wrongly routed the unsafe method would change data.
      run.results.skip(
        owner.operationId,
        CHECKS.methodNotAllowed,
        `--read-only: ${unlisted} is not sent`,
      );
    } else await checkNotAllowed(run, ctx, owner, unlisted, listed, path);

    const trace = await ctx.actorA.call({
      operationId: owner.operationId,
      check: CHECKS.no5xx,
      method: 'TRACE',
      path,
    });
    noServerError(run, owner.operationId, trace);

    const get = selected.find((op) => op.method === 'GET');
    if (!get) continue;
    const full = await ctx.actorA.call({
      operationId: get.operationId,
      check: CHECKS.head,
      method: 'GET',
      path,
    });
    const head = await ctx.actorA.call({
      operationId: get.operationId,
      check: CHECKS.head,
      method: 'HEAD',
      path,
    });
    const same = head.response?.status === full.response?.status;
    const empty = (head.response?.bodyText ?? '') === '';
    run.results.expect(
      same && empty,
      get.operationId,
      CHECKS.head,
      same && empty
        ? `HEAD ${path}: ${head.response?.status} like GET, no body`
        : `HEAD ${path}: expected GET's status ${full.response?.status} and no body, got ${statusOf(head)}`,
      head.id,
    );
    noServerError(run, get.operationId, head);
  }
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
    check: CHECKS.methodNotAllowed,
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
    CHECKS.methodNotAllowed,
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
    CHECKS.no5xx,
    status < 500
      ? `${exchange.request.method} answered ${status}`
      : `${exchange.request.method} ${new URL(exchange.request.url).pathname}: expected no 5xx, got ${statusOf(exchange)}`,
    exchange.id,
  );
}
