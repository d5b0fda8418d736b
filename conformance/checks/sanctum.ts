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

export async function checkCsrf(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  valid: StepOptions,
  onAccepted: (e: Exchange) => Promise<void>,
): Promise<void> {
  if (!op.xsrf) return;
  const actor = op.auth ? ctx.actorA : ctx.guest;
  const exchange = await call(run, ctx, op.operationId, actor, CHECKS.csrf, {
    ...valid,
    xsrf: false,
  });
  expectStatus(
    run,
    op.operationId,
    CHECKS.csrf,
    exchange,
    [419],
    'unsafe call without X-XSRF-TOKEN',
  );
  if (isSuccess(exchange)) await onAccepted(exchange!);
}

export async function checkSession(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  valid: StepOptions,
): Promise<void> {
  if (!op.auth) {
    // A guest operation answers a client that has no session (never 401, nor 419 with a CSRF token).
    let calls = run.exchanges.filter(
      (e) =>
        e.operationId === op.operationId &&
        e.actor === 'guest' &&
        e.check === CHECKS.positive &&
        e.response,
    );
    if (calls.length === 0) {
      const exchange = await call(run, ctx, op.operationId, ctx.guest, CHECKS.guest, valid);
      calls = exchange ? [exchange] : [];
    }
    for (const exchange of calls) {
      const status = exchange.response!.status;
      run.results.expect(
        status !== 401 && status !== 419,
        op.operationId,
        CHECKS.guest,
        status !== 401 && status !== 419
          ? `without a session: ${status}`
          : `a guest operation refused a client without a session: ${status}`,
        exchange.id,
      );
    }
    return;
  }
  const exchange = await call(run, ctx, op.operationId, ctx.guest, CHECKS.session, valid);
  expectStatus(
    run,
    op.operationId,
    CHECKS.session,
    exchange,
    [401],
    'secured call with no session',
  );
}
