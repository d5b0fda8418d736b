/**
 * promise-sets: a write gives the record the values the contract says (openapi/CONVENTIONS.md,
 * kind `sets`), in its own answer and as `shown_by` reads it afterwards. The check makes what it
 * writes: a record of the operation's chain (a create sent with the value to trim, or without the
 * field that has a default; an update of a record made for it), a thread with its default title
 * for the first message, for a new email, the second account's address changed and put back, and,
 * for an agent added, the first user's free agent published and added by the second.
 */
import type { ContractOperation } from '../contract/contract';
import type { Check } from '../engine/check';
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';
import { call, uniqueName } from '../engine/steps';
import type { Exchange } from '../http/exchange';
import {
  fieldAt,
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
import { writeOnRecord } from './promises/record-writes';
import { agentAddedBySecond } from './promises/added-agent';
import { councilAgentRemovedByMember } from './promises/council-agent-back';
import { padded, unmet } from './promises/set-values';
import { makeThread, sendMessage } from './promises/thread-exchange';
import { CHECK } from '../engine/check-names';
import { invoiceOrder } from './promises/invoice-order';

const DERIVE_WAIT_MS = 3000;

type Rule = { trimmed?: string; derived_from?: string };
const rules = (promise: ContractPromise) =>
  Object.values((promise.set ?? {}) as Row).filter((v): v is Rule => !!v && typeof v === 'object');

/** The body keys the write needs for the promise: padded values to trim, and the `when` values (null: left out). */
function bodyFor(promise: ContractPromise): Row {
  const body: Row = {};
  for (const [key, value] of Object.entries(whenBody(promise))) body[key] = value ?? undefined;
  for (const rule of rules(promise))
    if (rule.trimmed) body[rule.trimmed] = padded(uniqueName('Trimmed'));
  return body;
}

/** The record `shown_by` answers: the one with the record's id when it answers a list. */
function recordIn(shown: Exchange | undefined, promise: ContractPromise, id: unknown): Row {
  const at = fieldAt(shown?.response?.json, promise.list ?? 'data');
  if (Array.isArray(at))
    return ((at as Row[]).find((row) => String(row.id) === String(id)) ?? {}) as Row;
  return (at ?? {}) as Row;
}

/** Judges the answer and the read of `shown_by` against the promise. */
async function judge(
  run: Run,
  ctx: Context,
  promise: ContractPromise,
  report: PromiseReport,
  write: Exchange | undefined,
  sent: Row,
  read: { params: Record<string, string | number>; actor?: Context['actorA'] } | null,
  what: string,
  id?: unknown,
): Promise<void> {
  const set = (promise.set ?? {}) as Row;
  // The answer is judged when it is the record itself (an invitation's answer is the invitation, not the invitee).
  const data = fieldAt(write?.response?.json, 'data') as Row | undefined;
  const answered = data && (id === undefined || String(data.id) === String(id)) ? data : undefined;
  const answerFields = Object.fromEntries(
    Object.keys(set)
      .filter((f) => answered && f in answered)
      .map((f) => [f, set[f]]),
  );
  const inAnswer = answered ? unmet(answerFields, answered, sent) : null;
  if (inAnswer) return report.fail(`${what}: the answer's ${inAnswer}`, write);
  if (!promise.shown_by || !read) return report.pass(`${what}: ${show(set)} in the answer`, write);
  // A value the backend derives may be set by the job that follows the write: read a few times.
  const until = Date.now() + DERIVE_WAIT_MS;
  let shown: Exchange | undefined;
  let problem: string | null;
  for (;;) {
    shown = await call(
      run,
      ctx,
      String(promise.shown_by),
      read.actor ?? ctx.actorA,
      CHECK.promiseSets,
      {
        params: read.params,
      },
    );
    if (!isOk(shown))
      return report.unchecked(`${String(promise.shown_by)} answered ${statusText(shown)}`);
    problem = unmet(set, recordIn(shown, promise, id), sent, data ?? {});
    if (!problem || !rules(promise).some((r) => r.derived_from) || Date.now() > until) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (problem) return report.fail(`${what}: ${String(promise.shown_by)} shows ${problem}`, shown);
  const record = recordIn(shown, promise, id);
  const seen = Object.fromEntries(Object.keys(set).map((f) => [f, record[f]]));
  report.pass(`${what}: ${String(promise.shown_by)} shows ${show(seen)}`, shown);
}

/** A write of the operation on a record the check makes, sent with the promise's values. */
async function onRecord(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  promise: ContractPromise,
  report: PromiseReport,
): Promise<void> {
  const done = await writeOnRecord(run, ctx, CHECK.promiseSets, op, bodyFor(promise));
  if (typeof done === 'string') return report.unchecked(done);
  await judge(
    run,
    ctx,
    promise,
    report,
    done.write,
    done.sent,
    { params: { [done.param]: done.id } },
    done.what,
    done.id,
  );
  await done.remove();
}

/** The path of a council's agent: its record is the walk's (`councilAgent`), not a chain's. */
const COUNCIL_AGENT = /^\/api\/councils\/\{council\}\/agents\/\{agent\}$/;

/**
 * A write on the run council's agent: given marked instructions first (so a clear is seen), then
 * written with the promise's values, read back in the council's list, and given its own back.
 */
async function onCouncilAgent(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  promise: ContractPromise,
  report: PromiseReport,
) {
  const council = ctx.get('council');
  const agent = ctx.facts.get('councilAgent') as Row | undefined;
  if (council === undefined || !agent)
    return report.unchecked('needs an agent of the run council (listCouncilAgents showed none)');
  const params = { council, agent: agent.id as number };
  const write = (json: Row) =>
    call(run, ctx, op.operationId, ctx.actorA, CHECK.promiseSets, { params, json });
  const mark = await write({ instructions: `${uniqueName('Conformance instructions')}.` });
  if (!isOk(mark)) return report.unchecked(`marking the agent answered ${statusText(mark)}`);
  try {
    const sent = bodyFor(promise);
    const written = await write(sent);
    if (!isOk(written))
      return report.fail(`${op.operationId} with ${show(sent)} answered ${statusText(written)}`);
    await judge(
      run,
      ctx,
      promise,
      report,
      written,
      sent,
      { params: { council } },
      `council ${show(council)}'s agent ${show(agent.id)} sent ${show(sent)}`,
      agent.id,
    );
  } finally {
    await write({ instructions: agent.instructions ?? null });
  }
}

/** The first message of a thread that still has its default title. */
async function onFirstMessage(
  run: Run,
  ctx: Context,
  promise: ContractPromise,
  report: PromiseReport,
) {
  const thread = await makeThread(run, ctx, CHECK.promiseSets, { title: undefined });
  if (typeof thread === 'string') return report.unchecked(thread);
  const content =
    '  Rear extension   planning permission for a **semi-detached** house, and what the neighbours may object to';
  const write = await sendMessage(run, ctx, CHECK.promiseSets, thread, { content });
  if (!isOk(write)) {
    await thread.remove();
    return report.unchecked(`sendThreadMessage answered ${statusText(write)}`);
  }
  // The message's answer is the message, not the thread: only getThread shows the title.
  await judge(
    run,
    ctx,
    promise,
    report,
    undefined,
    { content },
    { params: { thread: thread.id } },
    `thread ${show(thread.id)} after its first message`,
  );
  await thread.remove();
}

/**
 * A free agent the second user has not added: the first user's, made and published for it; the
 * second user adds it and reads their agents. Their entry is removed and the agent deleted after.
 */
async function onAddedAgent(
  run: Run,
  ctx: Context,
  promise: ContractPromise,
  report: PromiseReport,
) {
  const agent = await agentAddedBySecond(run, ctx, CHECK.promiseSets);
  if (typeof agent === 'string') return report.unchecked(agent);
  await judge(
    run,
    ctx,
    promise,
    report,
    agent.added,
    {},
    { params: {}, actor: ctx.actorB },
    `the first user's free agent ${show(agent.id)}, added by the second user`,
    agent.id,
  );
  await agent.remove();
}

/** The council's agent the member removed from their list, added back by the member. */
async function onCouncilAgentBack(
  run: Run,
  ctx: Context,
  promise: ContractPromise,
  report: PromiseReport,
) {
  const agent = await councilAgentRemovedByMember(run, ctx, CHECK.promiseSets);
  if (typeof agent === 'string') return report.unchecked(agent);
  try {
    const params = { agent: agent.id };
    const added = await call(run, ctx, 'addAgent', agent.member, CHECK.promiseSets, { params });
    if (!isOk(added))
      return report.fail(
        `the member's addAgent of the council's agent ${show(agent.id)} they removed answered ${statusText(added)}`,
        added,
      );
    await judge(
      run,
      ctx,
      promise,
      report,
      added,
      {},
      { params: {}, actor: agent.member },
      `the council's agent ${show(agent.id)}, removed by the member and added back`,
      agent.id,
    );
  } finally {
    await agent.restore();
  }
}

/** A new email for the second account (verified, so a reset is seen), put back after. */
async function onNewEmail(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  promise: ContractPromise,
  report: PromiseReport,
) {
  const actor = ctx.actorB;
  const before = await call(
    run,
    ctx,
    String(promise.shown_by ?? 'getProfile'),
    actor,
    CHECK.promiseSets,
    {},
  );
  const profile = fieldAt(before?.response?.json, 'data') as Row | undefined;
  if (!isOk(before) || !profile)
    return report.unchecked(`getProfile answered ${statusText(before)}`);
  if (profile.email_verified_at === null)
    return report.unchecked(
      `the second account's address (${show(profile.email)}) is not verified: a reset could not be seen`,
    );
  const original = String(profile.email);
  const fresh = `sets-${Date.now().toString(36)}@example.com`;
  const write = await call(run, ctx, op.operationId, actor, CHECK.promiseSets, {
    json: { email: fresh },
  });
  if (!isOk(write)) return report.unchecked(`${op.operationId} answered ${statusText(write)}`);
  await judge(
    run,
    ctx,
    promise,
    report,
    write,
    { email: fresh },
    { params: {}, actor },
    `the second account's email changed to ${show(fresh)}`,
    profile.id,
  );
  const back = await call(run, ctx, op.operationId, actor, CHECK.promiseSets, {
    json: { email: original },
  });
  run.leftBehind.push(
    isOk(back)
      ? `the second account (${original}): its address unverified by ${promise.id}`
      : `the second account: its email left as ${fresh} (putting back ${original} answered ${statusText(back)})`,
  );
}

export const check: Check = {
  name: CHECK.promiseSets,
  summary:
    'a write gives the record the values the contract says it sets (trimmed, defaulted, derived, reset)',
  docs: 'the `sets` promises (`x-promises`): a write gives the record the values the contract says it sets (trimmed, defaulted, derived, reset). What it checks, what it cannot and the Laravel code that keeps it: [promises.md](promises.md)',
  phase: 'after-operations',
  writes: true,
  appliesTo: hasPromise('sets'),
  run: async (run, ctx) => {
    await forEachPromise(run, CHECK.promiseSets, 'sets', async (op, promise, report) => {
      if (rules(promise).some((r) => r.derived_from) && op.operationId === 'sendThreadMessage')
        return onFirstMessage(run, ctx, promise, report);
      if (op.operationId === 'addAgent')
        return (promise.set as Row | undefined)?.source === 'council'
          ? onCouncilAgentBack(run, ctx, promise, report)
          : onAddedAgent(run, ctx, promise, report);
      if ('email_verified_at' in ((promise.set ?? {}) as Row))
        return onNewEmail(run, ctx, op, promise, report);
      if (COUNCIL_AGENT.test(op.path)) return onCouncilAgent(run, ctx, op, promise, report);
      return onRecord(run, ctx, op, promise, report);
    });
    // Claimed, so forEachPromise leaves it out: made only with --lasting-writes.
    await invoiceOrder(run, ctx);
  },
};
