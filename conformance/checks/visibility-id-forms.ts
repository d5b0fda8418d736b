/**
 * visibility-id-forms: a body id that must name one of the caller's records (a `visibility`
 * promise with `refers`, e.g. createThread's `folder_id`, updateProfile's `current_council_id`) is
 * refused in every JSON form Laravel's `integer` rule accepts. The request a promise check was
 * refused with (`others_get`) is sent again by the same caller with that id as the string "12" and
 * as 12.0: each must be refused too (`others_get` or 422), never accepted. A rule that compares
 * with `===`, or looks the id up only when `is_int()`, lets the string through.
 */
import type { ContractOperation } from '../contract/contract';
import type { Check } from '../engine/check';
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';
import { call } from '../engine/steps';
import { dataOf, isSuccess, statusOf, type Exchange } from '../http/exchange';
import { promisesOf, type ContractPromise } from './promises/promises';
import { bodyOf, chainCreating, deleteParamOf, paramsFromUrl } from './promises/records';
import { CHECK } from '../engine/check-names';

/** The promise checks (promise-visibility, promise-thread-writes...) whose refusals are repeated. */
const PROMISE_CHECKS = 'promise-';

function refusesField(exchange: Exchange, field: string): boolean {
  const errors = (exchange.response?.json as { errors?: Record<string, unknown> } | undefined)
    ?.errors;
  return !!errors && field in errors;
}

/** The visibility promises whose `refers` is one id in the JSON body. */
function bodyRefers(run: Run, op: ContractOperation): ContractPromise[] {
  if (op.body !== 'json') return [];
  const properties = (run.data.requestSchema(op)?.properties ?? {}) as Record<
    string,
    { type?: unknown }
  >;
  return promisesOf(op, 'visibility').filter((p) => {
    const field = typeof p.refers === 'string' ? properties[p.refers] : undefined;
    return !!field && [field.type].flat().includes('integer') && p.others_get !== undefined;
  });
}

/** The request a promise check was refused with for this id: the caller, its URL and its body. */
function refusedWith(run: Run, op: ContractOperation, promise: ContractPromise) {
  const field = String(promise.refers);
  return run.exchanges.findLast(
    (e) =>
      e.operationId === op.operationId &&
      e.check.startsWith(PROMISE_CHECKS) &&
      e.request.method === op.method &&
      e.response?.status === promise.others_get &&
      Number.isInteger(bodyOf(e)?.[field]) &&
      // A 422 names the field it refused: only that refusal is the promise's.
      (promise.others_get !== 422 || refusesField(e, field)),
  );
}

async function forget(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  made: Exchange,
  actor: string,
) {
  const chain = chainCreating(op.operationId);
  const id = dataOf(made)?.id;
  const who = [ctx.actorA, ctx.actorB, ...ctx.roles.map((r) => r.actor)].find(
    (a) => a.name === actor,
  );
  if (!chain || id === undefined || !who) {
    run.leftBehind.push(
      `${op.operationId}: a record ${CHECK.visibilityIdForms} made with a refused id`,
    );
    return;
  }
  await call(run, ctx, chain.delete.op, who, CHECK.visibilityIdForms, {
    params: { [deleteParamOf(run, chain)]: id as number },
  });
}

async function checkOperation(run: Run, ctx: Context, op: ContractOperation): Promise<void> {
  let judged = 0;
  const why: string[] = [];
  for (const promise of bodyRefers(run, op)) {
    const field = String(promise.refers);
    const refused = refusedWith(run, op, promise);
    const actor = [ctx.actorA, ctx.actorB, ...ctx.roles.map((r) => r.actor)].find(
      (a) => a.name === refused?.actor,
    );
    if (!refused || !actor) {
      why.push(`${promise.id}: no promise check made a refused request with ${field} to repeat`);
      continue;
    }
    const body = bodyOf(refused)!;
    const id = body[field] as number;
    const marker = '__id_as_float__';
    const forms: [string, { json?: unknown; raw?: string; contentType?: string }][] = [
      [`"${id}"`, { json: { ...body, [field]: String(id) } }],
      [
        `${id}.0`,
        {
          raw: JSON.stringify({ ...body, [field]: marker }).replace(`"${marker}"`, `${id}.0`),
          contentType: 'application/json',
        },
      ],
    ];
    for (const [shown, options] of forms) {
      const send = (params?: Record<string, string>) =>
        call(run, ctx, op.operationId, actor, CHECK.visibilityIdForms, { params, ...options });
      let sent = await send(paramsFromUrl(op, refused.request.url));
      // The refused call's record may be gone since (a chain's delete): the run's own one instead.
      if (sent?.response?.status === 404 && op.path.includes('{')) sent = await send();
      if (!sent) continue;
      const status = sent.response?.status;
      const refusedAgain = status === promise.others_get || status === 422;
      if (!refusedAgain && !isSuccess(sent)) {
        // The path's record is gone (another check deleted it) or the like: nothing to judge.
        why.push(`${promise.id}: ${field} ${shown} answered ${statusOf(sent)}`);
        continue;
      }
      judged++;
      run.results.expect(
        refusedAgain,
        op.operationId,
        CHECK.visibilityIdForms,
        refusedAgain
          ? `${promise.id}: ${field} ${shown} (refused as ${id}): ${status}`
          : `${promise.id}: ${field} ${id} was refused (${String(promise.others_get)}), but ${field} ${shown} was accepted (${statusOf(sent)}): the rule holds for one JSON form of the id only (compare as integers: $this->integer('${field}'), Rule::exists(...)->where(...))`,
        sent.id,
      );
      if (isSuccess(sent) && op.method === 'POST') await forget(run, ctx, op, sent, actor.name);
    }
  }
  if (judged === 0)
    run.results.skip(
      op.operationId,
      CHECK.visibilityIdForms,
      `nothing to judge: ${why.join('; ')}`,
    );
}

export const check: Check = {
  name: CHECK.visibilityIdForms,
  summary:
    'a body id that must name the caller\'s own record is refused in every JSON form ("12", 12.0)',
  docs: "a body id that must name one of the caller's records (a `visibility` promise with `refers`: createThread's `agent_id` and `folder_id`, updateProfile's `current_council_id`, updateCouncilUser's `licence_id`…): the request a promise check was refused with is sent again by the same caller with that id as the string `\"12\"` and as `12.0`, and must be refused again (the promise's status or 422), never accepted. A rule that looks the record up only when `is_int()`, or compares with `===` against the string, fails (`$this->integer('folder_id')`, or `Rule::exists('folders', 'id')->where('user_id', $this->user()->id)`)",
  phase: 'after-operations',
  writes: true,
  appliesTo: (op, run) => bodyRefers(run, op).length > 0,
  run: async (run, ctx) => {
    for (const op of run.contract.operations)
      if (run.selected(op.operationId) && bodyRefers(run, op).length > 0)
        await checkOperation(run, ctx, op);
  },
};
