/**
 * promise-refuses: a write the record's state (or a body value) makes invalid is refused with 422
 * keyed `field` and the contract's `message` (openapi/CONVENTIONS.md, kind `refuses`). The state is
 * made by the check, never assumed:
 * - `repeat: true`: the same call is sent twice, the first accepted: on a record of the operation's
 *   chain made for it (publishing an agent twice), with a fresh address where the call names no
 *   record (a second reset link within the minute), or, for a decision the walk made (a join
 *   request), the walk's accepted call sent again;
 * - `record`: the record the write acts on is made with these fields (an agent with no category);
 * - `when` (`body.*`): the walk's accepted call sent again with these body values (a wrong join code);
 * - `superseded: true`: a reply followed by another exchange in its thread (regenerating it).
 * It runs last, once the walk's decisions are made and its chains closed.
 */
import type { ContractOperation } from '../contract/contract';
import type { Check } from '../engine/check';
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';
import type { Actor } from '../http/actor';
import type { Exchange } from '../http/exchange';
import { call } from '../engine/steps';
import { CHECK } from '../engine/check-names';
import {
  forEachPromise,
  hasPromise,
  isOk,
  show,
  statusText,
  whenBody,
  type ContractPromise,
  type PromiseReport,
  type Row,
} from './promises/promises';
import { acceptedCall, bodyOf, makeRecord, paramsFromUrl } from './promises/records';
import { recordChain, writeOnRecord } from './promises/record-writes';
import {
  idOf,
  isRunning,
  makeThread,
  replyTo,
  sendMessage,
  waitForMessage,
} from './promises/thread-exchange';

const NAME = CHECK.promiseRefuses;

/** Whether the answer is the promise's refusal; reported either way. */
function judge(report: PromiseReport, answer: Exchange | undefined, what: string): void {
  const field = String(report.promise.field);
  const message = report.promise.message as string | undefined;
  const errors = (answer?.response?.json as { errors?: Record<string, string[]> } | undefined)
    ?.errors;
  const said = errors?.[field]?.[0];
  const ok =
    answer?.response?.status === 422 &&
    said !== undefined &&
    (message === undefined || said === message);
  report.expect(
    ok,
    `${what}: refused with 422 keyed ${field} ("${said}")`,
    `${what}: got ${statusText(answer)}${said === undefined ? ` with no error keyed ${field}` : ` with ${field} "${said}"`}, expected 422 keyed ${field}${message === undefined ? '' : ` ("${message}")`}`,
    answer,
  );
}

/** A fresh address in place of every email of the body: a repeat that starts from nothing. */
const freshAddresses = (body: Row): Row =>
  Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      typeof value === 'string' && /^[^@\s]+@[^@\s]+$/.test(value)
        ? `refuses-${Date.now().toString(36)}@example.com`
        : value,
    ]),
  );

/** The account that made the walk's call, by its name. */
const actorNamed = (ctx: Context, name: string): Actor | undefined =>
  ctx.roles.find((r) => r.actor.name === name)?.actor;

/** The same call twice: on a record of its own, with fresh addresses, or the walk's decision again. */
async function repeated(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  promise: ContractPromise,
  report: PromiseReport,
) {
  if (recordChain(run, op)) {
    const done = await writeOnRecord(run, ctx, NAME, op, whenBody(promise));
    if (typeof done === 'string') return report.unchecked(done);
    const again = await call(run, ctx, op.operationId, ctx.actorA, NAME, {
      params: { [done.param]: done.id },
      ...(Object.keys(done.sent).length > 0 && { json: done.sent }),
    });
    judge(report, again, `${done.what}, sent again`);
    return done.remove();
  }
  const path = op.parameters.some((p) => p.in === 'path');
  if (!path) {
    const guest = !op.auth;
    const actor = guest ? await ctx.probes.guestSession() : ctx.actorA;
    const json = freshAddresses({ ...(run.data.body(op) as Row), ...whenBody(promise) });
    const first = await call(run, ctx, op.operationId, actor, NAME, { json });
    if (!isOk(first))
      return report.unchecked(
        `the first ${op.operationId} with ${show(json)} answered ${statusText(first)}`,
      );
    const again = await call(run, ctx, op.operationId, actor, NAME, { json });
    if (guest) ctx.probes.after(actor, again);
    return judge(report, again, `${op.operationId} with ${show(json)} sent twice`);
  }
  // A decision the walk made (on a record no chain makes): its accepted call, sent again.
  const earlier = acceptedCall(run, ctx, op, true);
  const actor = earlier && actorNamed(ctx, earlier.actor);
  if (!earlier || !actor)
    return report.unchecked(`the walk made no accepted ${op.operationId} to send again`);
  const again = await call(run, ctx, op.operationId, actor, NAME, {
    params: paramsFromUrl(op, earlier.request.url),
    json: bodyOf(earlier) ?? {},
  });
  judge(report, again, `the walk's ${op.operationId} (${earlier.request.url}) sent again`);
}

/** The write on a record made with the promise's `record` fields. */
async function onRecordMade(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  promise: ContractPromise,
  report: PromiseReport,
) {
  const chain = recordChain(run, op);
  if (!chain)
    return report.unchecked(`the runner has no chain to make the record ${op.operationId} acts on`);
  const fields = promise.record as Row;
  const made = await makeRecord(run, ctx, chain, NAME, fields);
  if (typeof made === 'string') return report.unchecked(made);
  const answer = await call(run, ctx, op.operationId, ctx.actorA, NAME, {
    params: { [chain.param]: made.id },
    ...(op.object.requestBody
      ? { json: { ...(run.data.body(op) as Row), ...whenBody(promise) } }
      : {}),
  });
  judge(report, answer, `${chain.resource} ${show(made.id)} made with ${show(fields)}`);
  await made.remove();
}

/** A reply followed by another exchange in its thread: no longer the latest, so not regenerated. */
async function onEarlierReply(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  report: PromiseReport,
) {
  const thread = await makeThread(run, ctx, NAME);
  if (typeof thread === 'string') return report.unchecked(thread);
  const replies: Row[] = [];
  for (const turn of [1, 2]) {
    const sent = await sendMessage(run, ctx, NAME, thread);
    const reply = isOk(sent)
      ? await waitForMessage(run, ctx, NAME, thread, replyTo(idOf(sent)), (r) => !isRunning(r))
      : undefined;
    if (!reply || isRunning(reply)) {
      await thread.remove();
      return report.unchecked(
        `message ${turn} of thread ${show(thread.id)}: ${isOk(sent) ? "its reply did not end within the run's timeout" : `sendThreadMessage answered ${statusText(sent)}`}`,
      );
    }
    replies.push(reply);
  }
  const answer = await call(run, ctx, op.operationId, ctx.actorA, NAME, {
    params: { thread: thread.id, message: replies[0]!.id as number },
  });
  judge(report, answer, `reply ${show(replies[0]!.id)}, followed by another exchange`);
  await thread.remove();
}

/** The walk's accepted call sent again with the `when` body values. */
async function withBody(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  promise: ContractPromise,
  report: PromiseReport,
) {
  const earlier = acceptedCall(run, ctx, op, true);
  const actor = earlier && actorNamed(ctx, earlier.actor);
  if (!earlier || !actor)
    return report.unchecked(`the walk made no accepted ${op.operationId} to send again`);
  const json = { ...(bodyOf(earlier) ?? {}), ...whenBody(promise) };
  const answer = await call(run, ctx, op.operationId, actor, NAME, {
    params: paramsFromUrl(op, earlier.request.url),
    json,
  });
  judge(report, answer, `the walk's ${op.operationId} sent again with ${show(whenBody(promise))}`);
}

export const check: Check = {
  name: CHECK.promiseRefuses,
  summary:
    "a write the record's state or a body value makes invalid is refused with the contract's 422",
  docs: "the `refuses` promises (`x-promises`): a write the record's state or a body value makes invalid is refused with the contract's 422 (the same call sent twice, a record made in that state, a wrong value). What it checks, what it cannot and the Laravel code that keeps it: [promises.md](promises.md)",
  phase: 'last',
  writes: true,
  appliesTo: hasPromise('refuses'),
  run: (run, ctx) =>
    forEachPromise(run, NAME, 'refuses', async (op, promise, report) => {
      if (promise.repeat) return repeated(run, ctx, op, promise, report);
      if (promise.superseded) return onEarlierReply(run, ctx, op, report);
      if (promise.record) return onRecordMade(run, ctx, op, promise, report);
      return withBody(run, ctx, op, promise, report);
    }),
};

/**
 * promise-repeats: the same call sent again is accepted alike (kind `repeats`: an idempotent
 * delete answers `status` also when there is nothing left to delete): the walk's accepted call,
 * sent twice more by the same account, each answered `status`.
 */
export const repeatsCheck: Check = {
  name: CHECK.promiseRepeats,
  summary: 'an idempotent call sent again is accepted alike',
  docs: "the `repeats` promises (`x-promises`): the walk's accepted call sent twice more by the same account is answered the same `status` each time (a disconnect of a tool that is no longer connected still answers 204). What it checks, what it cannot and the Laravel code that keeps it: [promises.md](promises.md)",
  phase: 'last',
  writes: true,
  appliesTo: hasPromise('repeats'),
  run: (run, ctx) =>
    forEachPromise(run, CHECK.promiseRepeats, 'repeats', async (op, promise, report) => {
      const earlier = acceptedCall(run, ctx, op, true);
      const actor = earlier && actorNamed(ctx, earlier.actor);
      if (!earlier || !actor)
        return report.unchecked(`the walk made no accepted ${op.operationId} to send again`);
      const status = Number(promise.status);
      const send = () =>
        call(run, ctx, op.operationId, actor, CHECK.promiseRepeats, {
          params: paramsFromUrl(op, earlier.request.url),
          ...(bodyOf(earlier) && { json: bodyOf(earlier) }),
        });
      const answers = [await send(), await send()];
      const wrong = answers.find((a) => a?.response?.status !== status);
      report.expect(
        !wrong,
        `the walk's ${op.operationId} (${earlier.request.url}) sent twice more: ${status} both times`,
        `the walk's ${op.operationId} (${earlier.request.url}) sent again got ${statusText(wrong)}, expected ${status} as the first time`,
        wrong ?? answers[1],
      );
    }),
};
