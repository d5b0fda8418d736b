/**
 * promise-callers: who may call, beyond x-council-roles. `owner`: another user calling on the first
 * user's record gets `others_get` (a policy, or a query scoped to the user); `non-member`: a member
 * asking again gets `others_get`; `council-role`: every account in a role not listed gets
 * `others_get` from every account of the run in a role not listed (the outsider too), and the
 * roles listed are let through (promises/callers-roles.ts); `guest` and `any`: the call is accepted
 * for a guest or any signed-in user.
 */
import type { ContractOperation } from '../contract/contract';
import type { Check } from '../engine/check';
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';
import { call } from '../engine/steps';
import {
  fieldAt,
  forEachPromise,
  hasPromise,
  isOk,
  notReady,
  show,
  statusText,
  type ContractPromise,
  type PromiseReport,
  type Row,
} from './promises/promises';
import { acceptedCall, bodyOf, chainDeleting } from './promises/records';
import { judgeRoles } from './promises/callers-roles';
import { judgeGuestCaller } from './promises/callers-guest';
import { CHECK } from '../engine/check-names';

/** The walk's accepted call of the operation by a signed-in user, if any (`any` may call). */
function anyAccepted(run: Run, op: ContractOperation, report: PromiseReport): void {
  const accepted = run.exchanges.findLast(
    (e) => e.operationId === op.operationId && e.request.method === op.method && isOk(e),
  );
  if (accepted) report.pass(`accepted for ${accepted.actor}`, accepted);
}

/** The chain's record a delete acts on, still there (the chains delete theirs after these checks). */
const chainRecord = (ctx: Context, op: ContractOperation): boolean => {
  const chain = chainDeleting(op.operationId);
  return chain !== undefined && ctx.get(chain.param) !== undefined;
};

/** The GET on the same path (the record the operation acts on), if the contract has one. */
function readerOf(run: Run, op: ContractOperation): ContractOperation | undefined {
  const path = op.path.replace(
    /\/(publish|files|add|buy|message|file|messages\/\{message\}(\/\w+)?|accept|setup|delete)$/,
    '',
  );
  return run.contract.operations.find((o) => o.method === 'GET' && o.path === path);
}

async function owner(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  promise: ContractPromise,
  report: PromiseReport,
) {
  if (!op.parameters.some((p) => p.in === 'path'))
    return report.unchecked(
      'no record in the path to be the owner of (broadcasting-auth checks the channels)',
    );
  if (promise.owner === 'email')
    return report.unchecked(
      "needs an invitation to the first user's email that the second user could try, which the run does not make",
    );
  const reader = readerOf(run, op);
  if (reader) {
    const mine = await call(run, ctx, reader.operationId, ctx.actorA, CHECK.promiseCallers);
    const record = fieldAt(mine?.response?.json, 'data');
    if (!isOk(mine))
      return report.unchecked(
        `the first user's ${reader.operationId} answered ${statusText(mine)}`,
      );
    if (promise.owner && String(fieldAt(record, String(promise.owner))) !== String(ctx.a.id))
      return report.unchecked(
        `the run's record is not the first user's (${String(promise.owner)} ${show(fieldAt(record, String(promise.owner)))})`,
      );
  } else if (!acceptedCall(run, ctx, op) && !chainRecord(ctx, op))
    return report.unchecked('the run has no record the first user was let act on');
  // Under a parent the second user may not see (a draft agent), the 404 comes before the author check.
  const parent = run.contract.operations.find(
    (o) => o.method === 'GET' && o.path === op.path.replace(/\/\w+\/\{\w+\}$/, ''),
  );
  if (promise.others_get === 403 && parent && parent.path !== op.path) {
    const seen = await call(run, ctx, parent.operationId, ctx.actorB, CHECK.promiseCallers);
    if (seen?.response?.status === 404)
      return report.unchecked(
        `the second user cannot see the record it is under (${parent.operationId} answered 404), so a 404 comes before the author check`,
      );
  }
  const json =
    op.body === 'json'
      ? (bodyOf(acceptedCall(run, ctx, op)) ?? (run.data.body(op) as Row))
      : undefined;
  const theirs = await call(
    run,
    ctx,
    op.operationId,
    ctx.actorB,
    CHECK.promiseCallers,
    json ? { json } : {},
  );
  report.expect(
    theirs?.response?.status === promise.others_get,
    `another user gets ${String(promise.others_get)} on the first user's record`,
    `another user calling ${op.operationId} on the first user's record got ${statusText(theirs)}, expected ${String(promise.others_get)}`,
    theirs,
  );
}

export const check: Check = {
  name: CHECK.promiseCallers,
  summary:
    'only the callers the contract names may call (owner, non-member, council role, guest, any)',
  docs: 'the `callers` promises (`x-promises`): only the callers the contract names may call (owner, non-member, council role, guest, any). What it checks, what it cannot and the Laravel code that keeps it: [promises.md](promises.md)',
  phase: 'after-operations',
  appliesTo: hasPromise('callers'),
  run: (run, ctx) =>
    forEachPromise(run, check.name, 'callers', async (op, promise, report) => {
      const missing = notReady(ctx, op);
      if (missing) return report.unchecked(missing);
      const who = ([] as string[]).concat(promise.who as string | string[]);
      if (who.includes('council-role')) {
        // `any` beside a council role (buyAgent): anyone for themselves, the roles for a council.
        if (who.includes('any')) anyAccepted(run, op, report);
        return judgeRoles(run, ctx, op, promise, report);
      }
      if (who.length > 1)
        return report.unchecked(
          `any of ${who.join(', ')} may call: ${promise.owner === 'email' ? 'the owner is the email an invitation was sent to, and the run cannot receive one' : 'refusing the rest needs an account that is none of them'}`,
        );
      const kind = who[0];
      if (kind === 'owner') return owner(run, ctx, op, promise, report);
      if (kind === 'guest') return judgeGuestCaller(run, ctx, op, report);
      if (kind === 'any') {
        const accepted = run.exchanges.findLast(
          (e) => e.operationId === op.operationId && e.request.method === op.method && isOk(e),
        );
        if (!accepted)
          return report.unchecked('the run made no accepted call of it as a signed-in user');
        return report.pass(`accepted for ${accepted.actor}`, accepted);
      }
      if (kind === 'non-member') {
        const answer = await call(run, ctx, op.operationId, ctx.actorA, check.name, {
          json: run.data.body(op) as Row,
        });
        return report.expect(
          answer?.response?.status === promise.others_get,
          `a member asking gets ${String(promise.others_get)}`,
          `the first user, a member of the council, got ${statusText(answer)}, expected ${String(promise.others_get)}`,
          answer,
        );
      }
      report.unchecked(`callers "${kind}": needs an account the run does not have`);
    }),
};
