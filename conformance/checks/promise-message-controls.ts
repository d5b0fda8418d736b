/**
 * promise-message-controls: stop, regenerate and edit keep their promises, on a thread the check
 * makes with an exchange in it (and deletes after). In the order a real backend accepts: the reply
 * is seen streaming and stopped (the text streamed so far is kept), regenerated (the new version
 * replaces it in the list and keeps it in `versions`, oldest first), that one stopped, and the
 * user's message edited (the same, and keys it may not set change nothing). Before each, another
 * user calling on the thread gets 403; a message of another of the user's threads, or a version
 * replaced, asked through this thread, gets 404.
 */
import type { Check } from '../engine/check';
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';
import { call } from '../engine/steps';
import { dataOf } from '../http/exchange';
import { claimPromises, hasPromiseId, isOk, show, statusText, type Row } from './promises/promises';
import type { Made } from './promises/records';
import { judgeKeptVersion, judgeReplaced, judgeVersionOrder } from './promises/message-versions';
import { judgeStop } from './promises/stop-kept';
import {
  byId,
  ClaimedPromises,
  isRunning,
  makeThread,
  readMessages,
  replyTo,
  sendMessage,
  waitForMessage,
} from './promises/thread-exchange';
import { smuggled } from './promise-settable';
import { CHECK } from '../engine/check-names';
import { listenWhile } from './promises/flow-broadcasts';
import { reportFor } from './promises/by-id';
import type { Exchange } from '../http/exchange';

const STOP = [
  'stopThreadMessage/owner',
  'stopThreadMessage/message-of-thread',
  'stopThreadMessage/keeps-text',
];
const REGENERATE = [
  'regenerateThreadMessage/owner',
  'regenerateThreadMessage/keeps-versions',
  'regenerateThreadMessage/message-of-thread',
  'regenerateThreadMessage/replaces-in-list',
  'regenerateThreadMessage/versions-order',
];
const EDIT = [
  'updateThreadMessage/owner',
  'updateThreadMessage/settable',
  'updateThreadMessage/keeps-versions',
  'updateThreadMessage/message-of-thread',
  'updateThreadMessage/replaces-in-list',
  'updateThreadMessage/versions-order',
];
const IDS = [...STOP, ...REGENERATE, ...EDIT];
claimPromises(IDS);
/**
 * The events of each write, heard on the thread's channel while this flow makes it (only here is
 * there a reply to stop, regenerate or edit): reported under promise-broadcasts, with --realtime.
 */
const BROADCASTS = {
  stop: 'stopThreadMessage/broadcasts',
  regenerate: 'regenerateThreadMessage/broadcasts',
  edit: 'updateThreadMessage/broadcasts',
} as const;
claimPromises(Object.values(BROADCASTS));

/** Makes `write` while the first user listens on the thread's channel, for promise `id`. */
const heard = (
  run: Run,
  ctx: Context,
  s: Setup,
  id: string,
  write: () => Promise<Exchange | undefined>,
  nothingToSay?: (written: Exchange | undefined) => string | null,
) =>
  listenWhile(
    run,
    ctx,
    id,
    ctx.actorA,
    `private-threads.${String(s.thread.id)}`,
    write,
    nothingToSay,
  );

/** The check's thread, its exchange, and a message of another of the user's threads. */
interface Setup {
  thread: Made;
  prompt: Row;
  reply: Row;
  /** A message of the user's other thread, or undefined when it could not be made. */
  foreign: unknown;
}

type Claims = ClaimedPromises;

const at = (s: Setup, message: unknown) => ({
  params: { thread: s.thread.id, message: message as number },
});

async function setUp(run: Run, ctx: Context, made: Made[]): Promise<Setup | string> {
  const thread = await makeThread(run, ctx, CHECK.promiseMessageControls);
  if (typeof thread === 'string') return thread;
  made.push(thread);
  const other = await makeThread(run, ctx, CHECK.promiseMessageControls);
  let foreign: unknown;
  if (typeof other !== 'string') {
    made.push(other);
    foreign = dataOf(await sendMessage(run, ctx, CHECK.promiseMessageControls, other))?.id;
  }
  const sent = await sendMessage(run, ctx, CHECK.promiseMessageControls, thread);
  const prompt = dataOf(sent);
  if (!isOk(sent) || prompt?.id === undefined)
    return `sendThreadMessage answered ${statusText(sent)} making the exchange`;
  const reply = await waitForMessage(
    run,
    ctx,
    CHECK.promiseMessageControls,
    thread,
    replyTo(prompt.id),
  );
  if (!reply)
    return `the thread listed no reply to message ${show(prompt.id)} within ${run.options.timeoutMs} ms`;
  return { thread, prompt, reply, foreign };
}

/** Another user calling `opId` on the first user's message gets the promise's status. */
async function othersRefused(
  run: Run,
  ctx: Context,
  claims: Claims,
  id: string,
  opId: string,
  s: Setup,
  message: unknown,
  json?: Row,
): Promise<void> {
  const report = claims.take(id);
  if (!report) return;
  const expected = report.promise.others_get;
  // The second user, then each account per role that is not the first user (the outsider too).
  const others = [ctx.actorB, ...ctx.roles.map((r) => r.actor)].filter(
    (actor, i, all) =>
      actor.name !== ctx.actorA.name && all.findIndex((a) => a.name === actor.name) === i,
  );
  let last;
  for (const actor of others) {
    last = await call(run, ctx, opId, actor, CHECK.promiseMessageControls, {
      ...at(s, message),
      json,
    });
    if (last?.response?.status !== expected)
      return report.fail(
        `${actor.name} calling ${opId} on the first user's message ${show(message)} got ${statusText(last)}, expected ${String(expected)}`,
        last,
      );
  }
  report.pass(
    `${others.map((a) => a.name).join(', ')}: ${String(expected)} on the first user's message`,
    last,
  );
}

/** A message of another thread of the user's, and a replaced version, asked through this thread: 404. */
async function otherMessagesRefused(
  run: Run,
  ctx: Context,
  claims: Claims,
  id: string,
  opId: string,
  s: Setup,
  replaced: unknown,
  json?: Row,
): Promise<void> {
  const report = claims.take(id);
  if (!report) return;
  const expected = report.promise.others_get;
  const asked: [string, unknown][] =
    replaced === undefined ? [] : [[`the replaced version ${show(replaced)}`, replaced]];
  if (s.foreign !== undefined)
    asked.unshift([`message ${show(s.foreign)} of another of the user's threads`, s.foreign]);
  if (asked.length === 0)
    return report.unchecked(
      "could not make another thread with a message (see the check's results)",
    );
  for (const [what, message] of asked) {
    const answer = await call(run, ctx, opId, ctx.actorA, CHECK.promiseMessageControls, {
      ...at(s, message),
      json,
    });
    if (answer?.response?.status !== expected)
      return report.fail(
        `${what}, asked through thread ${show(s.thread.id)}, got ${statusText(answer)}, expected ${String(expected)}`,
        answer,
      );
  }
  report.pass(`${asked.map(([what]) => what).join(' and ')}: ${String(expected)}`);
}

/** Ends the reply if it still runs (a stop, not judged), so the thread takes the next request. */
async function ensureEnded(run: Run, ctx: Context, s: Setup, reply: unknown): Promise<void> {
  const { rows } = await readMessages(run, ctx, CHECK.promiseMessageControls, s.thread);
  if (rows && !isRunning(byId(reply)(rows))) return;
  await call(run, ctx, 'stopThreadMessage', ctx.actorA, CHECK.promiseMessageControls, at(s, reply));
}

async function stop(run: Run, ctx: Context, claims: Claims, s: Setup): Promise<void> {
  await othersRefused(run, ctx, claims, STOP[0]!, 'stopThreadMessage', s, s.reply.id);
  await otherMessagesRefused(run, ctx, claims, STOP[1]!, 'stopThreadMessage', s, undefined);
  const report = claims.take(STOP[2]!);
  let stopped = false;
  if (report)
    await judgeStop(
      run,
      ctx,
      CHECK.promiseMessageControls,
      report,
      s.thread,
      s.reply.id,
      (send) => {
        stopped = true;
        return heard(run, ctx, s, BROADCASTS.stop, send, (answer) =>
          dataOf(answer)?.stopped_at == null
            ? 'the reply had ended before the stop landed (stopped_at null): nothing was stopped'
            : null,
        );
      },
    );
  if (!stopped)
    reportFor(run, BROADCASTS.stop)?.unchecked(
      'the runner saw no reply streaming to stop (see stopThreadMessage/keeps-text)',
    );
  await ensureEnded(run, ctx, s, s.reply.id);
}

/** The version replaced, as the list shows it just before (its text is what `versions` keeps). */
async function current(run: Run, ctx: Context, s: Setup, id: unknown): Promise<Row> {
  const { rows } = await readMessages(run, ctx, CHECK.promiseMessageControls, s.thread);
  return (rows && byId(id)(rows)) ?? { id };
}

async function regenerate(run: Run, ctx: Context, claims: Claims, s: Setup): Promise<void> {
  const op = 'regenerateThreadMessage';
  await othersRefused(run, ctx, claims, REGENERATE[0]!, op, s, s.reply.id);
  const earlier = await current(run, ctx, s, s.reply.id);
  const answer = await heard(run, ctx, s, BROADCASTS.regenerate, () =>
    call(run, ctx, op, ctx.actorA, CHECK.promiseMessageControls, at(s, earlier.id)),
  );
  const newer = dataOf(answer);
  if (!isOk(answer) || newer?.id === undefined)
    return claims.rest(`regenerating the ended reply answered ${statusText(answer)}`, REGENERATE);
  const order = claims.take(REGENERATE[4]!);
  if (order) judgeVersionOrder(order, order.promise, answer);
  await otherMessagesRefused(run, ctx, claims, REGENERATE[2]!, op, s, earlier.id);
  await judgeList(run, ctx, claims, s, [REGENERATE[3]!, REGENERATE[1]!], earlier, newer, op);
  await ensureEnded(run, ctx, s, newer.id);
}

async function judgeList(
  run: Run,
  ctx: Context,
  claims: Claims,
  s: Setup,
  [removesId, keepsId]: string[],
  earlier: Row,
  newer: Row,
  op: string,
): Promise<void> {
  const removes = claims.take(removesId!);
  const keeps = claims.take(keepsId!);
  if (!removes && !keeps) return;
  const { exchange, rows } = await readMessages(run, ctx, CHECK.promiseMessageControls, s.thread);
  if (!rows) {
    const why = `getThread answered ${statusText(exchange)} after ${op}`;
    removes?.unchecked(why);
    return keeps?.unchecked(why);
  }
  if (removes) judgeReplaced(removes, rows, exchange, earlier, newer, op);
  if (keeps) judgeKeptVersion(keeps, rows, exchange, earlier, newer, op);
}

async function edit(run: Run, ctx: Context, claims: Claims, s: Setup): Promise<void> {
  const op = 'updateThreadMessage';
  const body = run.data.body(run.op(op), {}, { example: true }) as Row;
  await othersRefused(run, ctx, claims, EDIT[0]!, op, s, s.prompt.id, body);
  const earlier = await current(run, ctx, s, s.prompt.id);
  const settable = claims.take(EDIT[1]!);
  const ignored = (settable?.promise.ignored as string[] | undefined) ?? [];
  const extra: Row = {};
  for (const key of ignored) extra[key] = smuggled(key, earlier[key] ?? s.prompt[key]);
  let answer = await heard(run, ctx, s, BROADCASTS.edit, () =>
    call(run, ctx, op, ctx.actorA, CHECK.promiseMessageControls, {
      ...at(s, earlier.id),
      json: { ...body, ...extra },
    }),
  );
  if (settable && !isOk(answer)) {
    settable.unchecked(`with the extra keys it answered ${statusText(answer)}`);
    answer = await call(run, ctx, op, ctx.actorA, CHECK.promiseMessageControls, {
      ...at(s, earlier.id),
      json: body,
    });
  } else if (settable) {
    const data = dataOf(answer) ?? {};
    const taken = Object.entries(extra).filter(
      ([key, value]) => JSON.stringify(data[key]) === JSON.stringify(value),
    );
    settable.expect(
      taken.length === 0,
      `sent ${show(extra)}: none shows in the new version`,
      `the body's ${taken.map(([k, v]) => `${k}: ${show(v)}`).join(', ')} (not settable) shows in the new version: the key was assigned`,
      answer,
    );
  }
  const newer = dataOf(answer);
  if (!isOk(answer) || newer?.id === undefined)
    return claims.rest(`editing the user's message answered ${statusText(answer)}`, EDIT);
  const order = claims.take(EDIT[5]!);
  if (order) judgeVersionOrder(order, order.promise, answer);
  await otherMessagesRefused(run, ctx, claims, EDIT[3]!, op, s, earlier.id, body);
  await judgeList(run, ctx, claims, s, [EDIT[4]!, EDIT[2]!], earlier, newer, op);
  // The edit's reply is stopped too, so the thread is deleted with nothing under way.
  const { rows } = await readMessages(run, ctx, CHECK.promiseMessageControls, s.thread);
  for (const row of rows ?? [])
    if (row.role === 'assistant' && isRunning(row))
      await call(
        run,
        ctx,
        'stopThreadMessage',
        ctx.actorA,
        CHECK.promiseMessageControls,
        at(s, row.id),
      );
}

export const check: Check = {
  name: CHECK.promiseMessageControls,
  summary:
    "stop, regenerate and edit keep their promises on a thread the check makes: callers, the text and versions kept, the versions' order, the list, another thread's message",
  docs: "the promises of stopping, regenerating and editing a message: stop, regenerate and edit keep their promises on a thread the check makes: callers, the text and versions kept, the versions' order, the list, another thread's message. What it checks, what it cannot and the Laravel code that keeps it: [promises.md](promises.md)",
  phase: 'after-operations',
  writes: true,
  appliesTo: hasPromiseId([...IDS, ...Object.values(BROADCASTS)]),
  run: async (run, ctx) => {
    const claims = new ClaimedPromises(run, IDS);
    if (claims.size === 0) return;
    const made: Made[] = [];
    try {
      const setup = await setUp(run, ctx, made);
      if (typeof setup === 'string') {
        const why = `could not make a thread with an exchange: ${setup}`;
        claims.rest(why);
        for (const op of claims.perOperation.keys())
          run.results.skip(op, CHECK.promiseMessageControls, why);
        return;
      }
      await stop(run, ctx, claims, setup);
      // Each step only where its operation is selected (regenerate has a throttle of its own).
      if (REGENERATE.some((id) => claims.has(id))) await regenerate(run, ctx, claims, setup);
      if (EDIT.some((id) => claims.has(id))) await edit(run, ctx, claims, setup);
      claims.rest('an earlier step of the exchange failed (see its result)');
      for (const [op, count] of claims.perOperation)
        run.results.pass(
          op,
          CHECK.promiseMessageControls,
          `thread ${show(setup.thread.id)} made with an exchange; ${count} promise(s) of ${op} judged on it (under their kinds' checks)`,
        );
    } finally {
      for (const record of made.reverse()) await record.remove();
    }
  },
};
