/**
 * promise-unique: a second write with a value already taken is refused with a 422 on the field
 * (`Rule::unique(...)->where(...)` scoped as `within` says), or, with `resolves: suffix`, gets a
 * value of its own. Tried with records the check makes (a second create, or an update to another
 * record's value) and, for a global email, with the second account's email.
 */
import type { Check } from '../engine/check';
import type { Exchange } from '../http/exchange';
import { call } from '../engine/steps';
import {
  fieldAt,
  forEachPromise,
  hasPromise,
  isOk,
  show,
  statusText,
  type ContractPromise,
  type PromiseReport,
  type Row,
} from './promises/promises';
import {
  acceptedCall,
  bodyOf,
  chainCreating,
  chainUpdating,
  makeRecord,
  paramsFromUrl,
} from './promises/records';
import type { ContractOperation } from '../contract/contract';
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';
import { CHECK } from '../engine/check-names';

function judgeRefusal(
  report: PromiseReport,
  field: string,
  value: unknown,
  answer: Exchange | undefined,
): void {
  const errors = fieldAt(answer?.response?.json, 'errors') as Row | undefined;
  const status = answer?.response?.status;
  report.expect(
    status === 422 && !!errors && field in errors,
    `a taken ${field} (${show(value)}) is refused: 422 on ${field}`,
    `a taken ${field} (${show(value)}) got ${statusText(answer)}${status === 422 ? ` without an error on ${field}` : ', expected 422 on the field'}`,
    answer,
  );
}

/** The property names of the operation's JSON request body (following $refs in the bundle). */
function requestKeys(document: unknown, body: unknown): string[] {
  const deref = (value: unknown): unknown => {
    const ref = (value as { $ref?: string } | undefined)?.$ref;
    return ref ? deref(fieldAt(document, ref.slice(2).replace(/\//g, '.'))) : value;
  };
  const media = fieldAt(deref(body), 'content') as Row | undefined;
  const schema = deref(fieldAt(media?.['application/json'], 'schema')) as Row | undefined;
  const all = [schema, ...(((schema?.allOf as unknown[]) ?? []).map(deref) as Row[])];
  return all.flatMap((s) => Object.keys((s?.properties as Row | undefined) ?? {}));
}

/**
 * The value taken is the record the path names (one pending order per agent, one join request per
 * council, an agent added once): the walk's accepted call, sent again by the same account on the
 * same path, is refused. Were the walk's record gone by now, the first resend makes it again and
 * the second is the one judged.
 */
async function pathRecordTwice(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  promise: ContractPromise,
  report: PromiseReport,
  field: string,
): Promise<void> {
  const earlier = acceptedCall(run, ctx, op, true);
  const who = ctx.roles.find((r) => r.actor.name === earlier?.actor);
  if (!earlier || !who)
    return report.unchecked('the run made no accepted call of it to send again');
  const params = paramsFromUrl(op, earlier.request.url);
  const json = bodyOf(earlier);
  const send = () =>
    call(run, ctx, op.operationId, who.actor, check.name, { params, ...(json ? { json } : {}) });
  let answer = await send();
  if (isOk(answer)) answer = await send();
  const message = promise.message as string | undefined;
  const said = (fieldAt(answer?.response?.json, `errors.${field}`) as string[] | undefined) ?? [];
  if (answer?.response?.status === 422 && message && said.length > 0 && !said.includes(message))
    return report.unchecked(
      `the ${field} the run has is taken in another way than this promise's: ${show(said[0])}, not ${show(message)}`,
    );
  judgeRefusal(report, field, params[field], answer);
}

/**
 * The value taken is what the walk's accepted call made (an order waiting for payment for this
 * plan and council): the same call sent again is refused on the field. A record the API cannot
 * delete, so it is sent once; accepted, what it made is listed as left behind.
 */
async function takenByWalk(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  report: PromiseReport,
  field: string,
): Promise<void> {
  const earlier = acceptedCall(run, ctx, op)!;
  const json = bodyOf(earlier)!;
  const answer = await call(run, ctx, op.operationId, ctx.actorA, check.name, {
    params: paramsFromUrl(op, earlier.request.url),
    json,
  });
  if (isOk(answer))
    run.leftBehind.push(
      `${op.operationId}: a second record made by ${check.name} (${report.promise.id})`,
    );
  judgeRefusal(report, field, json[field], answer);
}

export const check: Check = {
  name: CHECK.promiseUnique,
  summary:
    'a value already taken is refused with 422 on the field (or given a suffix), within its scope',
  docs: 'the `unique` promises (`x-promises`): a value already taken is refused with 422 on the field (or given a suffix), within its scope. What it checks, what it cannot and the Laravel code that keeps it: [promises.md](promises.md)',
  phase: 'after-operations',
  writes: true,
  appliesTo: hasPromise('unique'),
  run: (run, ctx) =>
    forEachPromise(run, check.name, 'unique', async (op, promise, report) => {
      const field = String(promise.field);
      const bodyKeys = requestKeys(run.contract.document, op.object.requestBody);
      const created = chainCreating(op.operationId);
      const updated = chainUpdating(op.operationId);
      if (promise.resolves === 'suffix') {
        if (!created)
          return report.unchecked(
            'needs two records the runner can make and delete (no chain makes them)',
          );
        const first = await makeRecord(run, ctx, created, check.name);
        if (typeof first === 'string') return report.unchecked(first);
        const body = bodyOf(first.exchange) ?? {};
        const second = await makeRecord(run, ctx, created, check.name, body);
        if (typeof second === 'string') return report.unchecked(second);
        const [a, b] = [
          fieldAt(first.exchange.response?.json, `data.${field}`),
          fieldAt(second.exchange.response?.json, `data.${field}`),
        ];
        return report.expect(
          a !== undefined && a !== b,
          `two records made alike got ${field} ${show(a)} and ${show(b)}`,
          `two records made alike both got ${field} ${show(a)}`,
          second.exchange,
        );
      }
      if (!bodyKeys.includes(field)) {
        if (op.parameters.some((p) => p.in === 'path' && p.name === field))
          return pathRecordTwice(run, ctx, op, promise, report, field);
        return report.unchecked(
          `the taken value (${field}) is neither a body field nor a path parameter`,
        );
      }
      if (field === 'email') {
        // An email an account already has: the second account's (a member of the run's council too).
        if (promise.within === 'council' && !ctx.facts.get('bRoleInCouncil'))
          return report.unchecked(
            'needs an active member of the council other than the first user',
          );
        const taken = ctx.b.email;
        const guest = !op.auth;
        const earlier = acceptedCall(run, ctx, op);
        const base = bodyOf(earlier) ?? (run.data.body(op) as Row);
        const actor = guest ? await ctx.probes.guestSession() : ctx.actorA;
        const answer = await call(run, ctx, op.operationId, actor, check.name, {
          json: { ...base, email: taken },
        });
        if (guest) ctx.probes.after(actor, answer);
        if (isOk(answer) && !guest && op.method === 'PUT')
          // Put the first user's email back, so the run's later sign-ins still work.
          await call(run, ctx, op.operationId, ctx.actorA, check.name, {
            json: { ...base, email: ctx.a.email },
          });
        return judgeRefusal(report, field, taken, answer);
      }
      const chain = created ?? updated;
      if (
        !chain &&
        op.method === 'POST' &&
        bodyOf(acceptedCall(run, ctx, op))?.[field] !== undefined
      )
        return takenByWalk(run, ctx, op, report, field);
      if (!chain)
        return report.unchecked(
          'needs records the runner can make and delete (no chain makes them)',
        );
      const first = await makeRecord(run, ctx, chain, check.name);
      if (typeof first === 'string') return report.unchecked(first);
      const value =
        fieldAt(first.exchange.response?.json, `data.${field}`) ?? bodyOf(first.exchange)?.[field];
      if (value === undefined) return report.unchecked(`the record made shows no ${field}`);
      if (created) {
        const second = await makeRecord(run, ctx, chain, check.name, { [field]: value });
        if (typeof second !== 'string') return judgeRefusal(report, field, value, second.exchange);
        const refused = run.exchanges.findLast(
          (e) => e.operationId === op.operationId && e.check === check.name,
        );
        return judgeRefusal(report, field, value, refused);
      }
      const other = await makeRecord(run, ctx, chain, check.name);
      if (typeof other === 'string') return report.unchecked(other);
      const options = chain.update!.options(ctx, run);
      const answer = await call(run, ctx, op.operationId, ctx.actorA, check.name, {
        params: { [chain.param]: other.id },
        json: { ...((options?.json as Row | undefined) ?? {}), [field]: value },
      });
      judgeRefusal(report, field, value, answer);
    }),
};
