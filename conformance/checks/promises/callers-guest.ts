/**
 * `callers: guest`: a guest may call. Judged from the run's calls made by a client signed in as
 * nobody at the time (the guest, the probes' guest sessions, and every client before its own
 * sign-in: the run's sign-ins are logins made as guests). An accepted call shows it; where valid data
 * needs what only a mailbox or Microsoft holds (a signed link, a reset token, an authorization code),
 * the guest is let past the door when its call got what the operation's own `guest` promises tell a
 * guest (`Invalid signature.`, the 422 on the token, the 404 of an unknown invitation), and a guest
 * refused as a guest (401, or 403 with no such promise) breaks the promise.
 */
import type { ContractOperation } from '../../contract/contract';
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import type { Exchange } from '../../http/exchange';
import { fieldAt, isOk, promisesOf, statusText, type PromiseReport } from './promises';

/** Operations whose accepted call signs the client in: its later calls are not a guest's. */
const SIGNS_IN = new Set(['login', 'register']);

function asGuest(run: Run, ctx: Context, exchange: Exchange, index: number): boolean {
  if (exchange.actor === ctx.guest.name || exchange.actor.endsWith('(guest)')) return true;
  return !run.exchanges
    .slice(0, index)
    .some((e) => e.actor === exchange.actor && SIGNS_IN.has(e.operationId ?? '') && isOk(e));
}

/** The answer is one the operation's `guest` promises tell a guest past the door. */
function toldAsGuest(op: ContractOperation, exchange: Exchange): boolean {
  const status = exchange.response?.status;
  return promisesOf(op, 'guest').some(
    (p) =>
      p.status === status &&
      (p.message === undefined ||
        fieldAt(exchange.response?.json, 'message') === p.message ||
        JSON.stringify(exchange.response?.json ?? '').includes(String(p.message))),
  );
}

export function judgeGuestCaller(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  report: PromiseReport,
): void {
  const guests = run.exchanges
    .map((exchange, index) => ({ exchange, index }))
    .filter(
      ({ exchange, index }) =>
        exchange.operationId === op.operationId &&
        exchange.request.method === op.method &&
        exchange.response !== undefined &&
        asGuest(run, ctx, exchange, index),
    )
    .map(({ exchange }) => exchange);
  const accepted = guests.findLast(isOk);
  if (accepted) return report.pass(`accepted for a guest (${accepted.actor})`, accepted);
  const refused = guests.find(
    (e) => e.response?.status === 401 || (e.response?.status === 403 && !toldAsGuest(op, e)),
  );
  if (refused)
    return report.fail(
      `a guest's ${op.method} ${op.path} was refused as a guest: ${statusText(refused)} ${JSON.stringify(refused.response?.json ?? '').slice(0, 80)}`,
      refused,
    );
  const past = guests.findLast((e) => toldAsGuest(op, e));
  if (past)
    return report.pass(
      `a guest is let through: answered ${statusText(past)} as the operation's guest promises say (valid data needs what only a mailbox or the identity provider holds)`,
      past,
    );
  report.unchecked('the run made no accepted call of it as a guest');
}
