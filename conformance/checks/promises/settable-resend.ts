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
import { isOk, promisesOf, show, statusText, type Row } from './promises';
import { bodyOf, paramsFromUrl } from './records';
import { CHECK, type CheckName } from '../../engine/check-names';

/** The checks whose calls are the walk's valid requests. */
const VALID = new Set<string>([CHECK.positiveData, CHECK.statefulChain]);

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

/** A 422 keyed on a field the contract keeps unique (one pending order per agent, per plan and council). */
function takenBy(op: ContractOperation, sent: Exchange | undefined): boolean {
  if (sent?.response?.status !== 422) return false;
  const errors = errorsOf(sent);
  return promisesOf(op, 'unique').some((p) => String(p.field) in errors);
}

function errorsOf(sent: Exchange): Row {
  try {
    const body = JSON.parse(sent.response?.bodyText ?? '') as { errors?: Row };
    return body.errors ?? {};
  } catch {
    return {};
  }
}

/**
 * Another council the first user administers, for a body that may name one (`council_id` is
 * settable): an order for it is not the pending one the walk's call left, so it is accepted.
 * Never the run's own council, whose orders other checks judge.
 */
function otherCouncil(ctx: Context, op: ContractOperation, body: Row): number | undefined {
  const settable = promisesOf(op, 'settable').flatMap((p) => (p.fields as string[]) ?? []);
  if (!settable.includes('council_id')) return undefined;
  return ctx.a.councils.find(
    (c) => c.role === 'admin' && c.id !== body.council_id && c.id !== ctx.get('council'),
  )?.id;
}

/** Sends the walk's call again with `extra` laid over its body; an accepted one is listed as left behind. */
export async function resendWithExtra(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  earlier: Exchange,
  extra: Row,
  check: CheckName,
): Promise<Exchange | undefined> {
  const body = bodyOf(earlier) ?? {};
  let actor = [ctx.actorA, ctx.actorB, ...ctx.roles.map((r) => r.actor)].find(
    (a) => a.name === earlier.actor,
  );
  if (!actor) {
    actor = run.actor(`${check} (guest)`);
    await actor.csrfCookie(CHECK.sanctumCsrf);
  }
  const send = (over: Row) =>
    call(run, ctx, op.operationId, actor, check, {
      params: paramsFromUrl(op, earlier.request.url),
      json: { ...body, ...freshValues(op, body), ...over, ...extra },
    });
  let sent = await send({});
  const other = takenBy(op, sent) ? otherCouncil(ctx, op, body) : undefined;
  if (other !== undefined) sent = await send({ council_id: other });
  if (isOk(sent))
    run.leftBehind.push(
      `${op.operationId}: a second record made by ${check}, sent with keys it may not set`,
    );
  return sent;
}

/** Why a call sent once more was not accepted, in the backend's words (a throttle: whose calls spent it). */
export function whyRefused(op: ContractOperation, sent: Exchange | undefined): string {
  const status = sent?.response?.status;
  if (status === 429 && op.throttle)
    return `sent once more it met the documented 429: its throttle (${op.throttle.limit} per ${op.throttle.perSeconds} s by ${op.throttle.by.join(', ')}) is spent by the run's own checks of it (valid data, each invalid field, the promises before this one), and the run does not wait out the window`;
  let message = '';
  try {
    message = String((JSON.parse(sent?.response?.bodyText ?? '') as Row).message ?? '');
  } catch {
    // no JSON message: the status alone says it
  }
  return `sent once more with the extra keys it answered ${statusText(sent)}${message ? ` (${show(message)})` : ''}, so the keys' effect cannot be seen (a 422 keeps the promise but says nothing of it)`;
}
