/**
 * Check 2, Sanctum: an unsafe call without the X-XSRF-TOKEN header gets 419; a secured call with no
 * session gets 401 (sent with a guest's valid XSRF token, so CSRF passes and only the session is
 * missing); guest calls work without a session (their positive checks run as the guest).
 */
import type { ContractOperation } from '../contract/contract';
import type { Exchange } from '../http/exchange';
import { isSuccess, type Context } from '../run/context';
import type { Run } from '../run/engine';
import { CHECKS } from '../run/results';
import { call, expectStatus, type StepOptions } from '../run/steps';

export async function checkCsrf(run: Run, ctx: Context, op: ContractOperation, valid: StepOptions, onAccepted: (e: Exchange) => Promise<void>): Promise<void> {
  if (!op.xsrf) return;
  const actor = op.auth ? ctx.actorA : ctx.guest;
  const exchange = await call(run, ctx, op.operationId, actor, CHECKS.csrf, { ...valid, xsrf: false });
  expectStatus(run, op.operationId, CHECKS.csrf, exchange, [419], 'unsafe call without X-XSRF-TOKEN');
  if (isSuccess(exchange)) await onAccepted(exchange!);
}

export async function checkSession(run: Run, ctx: Context, op: ContractOperation, valid: StepOptions): Promise<void> {
  if (!op.auth) {
    run.results.pass(op.operationId, CHECKS.guest, 'a guest operation: its positive check runs without a session');
    return;
  }
  const exchange = await call(run, ctx, op.operationId, ctx.guest, CHECKS.session, valid);
  expectStatus(run, op.operationId, CHECKS.session, exchange, [401], 'secured call with no session');
}
