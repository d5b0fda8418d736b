/**
 * promise-callers for council roles: every account the run has (one per role the contract names,
 * and an outsider) calls as the promise's role list says. A refused role gets `others_get`; an
 * allowed role is let through (a read is asked again; a write counts as the walk's accepted call,
 * as repeating it would leave records behind). Several callers (`owner` or a council admin) are
 * judged by refusing every account that is none of them.
 */
import type { ContractOperation } from '../../contract/contract';
import type { Context, RoleAccount } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { councilRoles, OUTSIDER } from '../../engine/roles';
import { call } from '../../engine/steps';
import { isOk, statusText, type ContractPromise, type PromiseReport, type Row } from './promises';
import { acceptedCall, bodyOf, chainCreating, makeRecord } from './records';
import { CHECK } from '../../engine/check-names';

/** The call as `who` makes it: the walk's body, with the run's council where `council_from` says. */
function askAs(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  promise: ContractPromise,
  who: RoleAccount,
  withCouncil: boolean,
) {
  const council = ctx.get('council');
  const from = String(promise.council_from ?? 'council');
  const earlier = bodyOf(acceptedCall(run, ctx, op)) ?? (run.data.body(op) as Row | undefined);
  const named = withCouncil && promise.council_from !== undefined && council !== undefined;
  return call(run, ctx, op.operationId, who.actor, CHECK.promiseCallers, {
    ...(op.body === 'json'
      ? {
          json: {
            ...(earlier ?? {}),
            ...(named && op.method !== 'GET' ? { [from]: council } : {}),
          },
        }
      : {}),
    query: {
      ...Object.fromEntries(Object.entries(promise.when ?? {}).map(([k, v]) => [k, String(v)])),
      ...(named && op.method === 'GET' ? { [from]: String(council) } : {}),
    },
  });
}

const label = (who: RoleAccount, ctx: Context) =>
  who.role === OUTSIDER
    ? `${who.account.email}, outside council ${String(ctx.get('council'))}`
    : `${who.account.email}, ${who.role} of council ${String(ctx.get('council'))}`;

/** Each role's account: refused roles get `others_get`, allowed roles are let through. */
export async function judgeRoles(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  promise: ContractPromise,
  report: PromiseReport,
): Promise<void> {
  if (ctx.get('council') === undefined)
    return report.unchecked('the run has no council the first user administers');
  const allowed = (promise.roles as string[] | undefined) ?? [];
  const owner = ([] as string[]).concat(promise.who as string | string[]).includes('owner');
  const missing: string[] = [];
  let judged = 0;
  for (const role of [...councilRoles(run), OUTSIDER]) {
    const who = ctx.inRole(role);
    if (!who) {
      missing.push(ctx.noAccount(role));
      continue;
    }
    if (!allowed.includes(role)) {
      // `owner` among the callers: the first user owns the record, so only the others are refused.
      if (owner && who.actor === ctx.actorA) continue;
      const answer = await askAs(run, ctx, op, promise, who, true);
      judged++;
      report.expect(
        answer?.response?.status === promise.others_get,
        `${label(who, ctx)} gets ${String(promise.others_get)}`,
        `${label(who, ctx)} got ${statusText(answer)}, expected ${String(promise.others_get)} (allowed: ${allowed.join(', ')})`,
        answer,
      );
      continue;
    }
    const accepted = run.exchanges.findLast(
      (e) =>
        e.operationId === op.operationId &&
        e.actor === who.actor.name &&
        e.request.method === op.method &&
        isOk(e),
    );
    if (accepted) {
      judged++;
      report.pass(`${label(who, ctx)} is let call it (answered ${statusText(accepted)})`, accepted);
    } else if (op.method === 'GET') {
      const answer = await askAs(run, ctx, op, promise, who, true);
      judged++;
      report.expect(
        isOk(answer),
        `${label(who, ctx)} is let call it (${statusText(answer)})`,
        `${label(who, ctx)}, an allowed caller, got ${statusText(answer)}`,
        answer,
      );
    } else if (chainCreating(op.operationId)) {
      // An allowed create: made in that role through the chain, then deleted by the same account.
      const made = await makeRecord(
        run,
        ctx,
        chainCreating(op.operationId)!,
        CHECK.promiseCallers,
        {
          ...(promise.council_from ? { [String(promise.council_from)]: ctx.get('council') } : {}),
        },
        who.actor,
      );
      if (typeof made !== 'string') {
        judged++;
        report.pass(
          `${label(who, ctx)} is let call it (${statusText(made.exchange)})`,
          made.exchange,
        );
        await made.remove();
        continue;
      }
      const refused = run.exchanges.findLast(
        (e) => e.operationId === op.operationId && e.actor === who.actor.name,
      );
      const status = refused?.response?.status;
      if (status === 401 || status === promise.others_get) {
        judged++;
        report.fail(`${label(who, ctx)}, an allowed caller, got ${statusText(refused)}`, refused);
      } else missing.push(`${role}: ${made}`);
    } else missing.push(`${role}: allowed, and a write is not repeated (it would leave a record)`);
  }
  if (judged === 0) return report.unchecked(`no account to try: ${missing.join('; ')}`);
  // Said beside the passes (the promise stays checked): which roles were not tried, and why.
  if (missing.length > 0) report.unchecked(`not tried: ${missing.join('; ')}`);
}
