/**
 * promise-settable for a write that leaves a record the API gives no way to delete (an order, a
 * feedback message, an account, a tool call): on a run allowed to write, the walk's accepted call is
 * sent once more, as the same caller (a fresh guest session for a guest call, so the walk's guest
 * is not signed in by a registration), with the keys it may not set; what it made is listed as left
 * behind. A value the contract keeps unique (an email) is made fresh so the second call is accepted.
 */
import type { ContractOperation } from '../../contract/contract';
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call, uniqueToken } from '../../engine/steps';
import type { Exchange } from '../../http/exchange';
import { ENGINE_CHECKS } from '../../engine/results';
import { isOk, promisesOf, type Row } from './promises';
import { bodyOf, paramsFromUrl } from './records';

/** The checks whose calls are the walk's valid requests. */
const VALID = new Set(['positive-data', 'stateful-chain']);

/** The walk's last accepted JSON call of the operation, by any caller. */
export function walkCall(run: Run, op: ContractOperation): Exchange | undefined {
  return run.exchanges.findLast(
    (e) =>
      e.operationId === op.operationId &&
      VALID.has(e.check) &&
      e.request.method === op.method &&
      isOk(e) &&
      bodyOf(e) !== undefined,
  );
}

/** Body fields whose value must be new for a second call to be accepted (unique: email). */
function freshValues(op: ContractOperation, body: Row): Row {
  const fresh: Row = {};
  for (const p of promisesOf(op, 'unique'))
    if (p.field === 'email' && typeof body.email === 'string')
      fresh.email = `conformance-${uniqueToken()}@example.com`;
  return fresh;
}

/** Sends the walk's call again with `extra` laid over its body; an accepted one is listed as left behind. */
export async function resendWithExtra(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  earlier: Exchange,
  extra: Row,
  check: string,
): Promise<Exchange | undefined> {
  const body = bodyOf(earlier) ?? {};
  let actor = [ctx.actorA, ctx.actorB, ...ctx.roles.map((r) => r.actor)].find(
    (a) => a.name === earlier.actor,
  );
  if (!actor) {
    actor = run.actor(`${check} (guest)`);
    await actor.csrfCookie(ENGINE_CHECKS.csrf);
  }
  const sent = await call(run, ctx, op.operationId, actor, check, {
    params: paramsFromUrl(op, earlier.request.url),
    json: { ...body, ...freshValues(op, body), ...extra },
  });
  if (isOk(sent))
    run.leftBehind.push(
      `${op.operationId}: a second record made by ${check}, sent with keys it may not set`,
    );
  return sent;
}
