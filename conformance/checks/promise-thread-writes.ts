/**
 * promise-thread-writes: the thread writes' promises that need records made for the purpose and
 * are judged through what shows them. A thread made with another user's folder or an agent the
 * caller does not have, or moved into another user's folder, is refused (422 keyed as the contract
 * says) and shows nowhere; a message naming a file of another thread is refused and adds nothing;
 * a message sent changes only its thread's counters (listThreads before and after), keys it may not
 * set change nothing, and a title set before it stays; an upload stores one file per `files[]` part.
 */
import type { Check } from '../engine/check';
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';
import { call, sampleFile, uniqueName } from '../engine/steps';
import { dataOf } from '../http/exchange';
import { CHAINS } from './chain-table';
import {
  claimPromises,
  hasPromiseId,
  fieldAt,
  isOk,
  show,
  statusText,
  type Row,
} from './promises/promises';
import { makeRecord, type Made } from './promises/records';
import { judgeSend } from './promises/thread-send';
import { madeAnyway, refusedAsPromised, shownNowhere } from './promises/thread-refusals';
import { ClaimedPromises, makeThread } from './promises/thread-exchange';
import { CHECK } from '../engine/check-names';

const IDS = [
  'createThread/agent-available',
  'createThread/folder-own',
  'updateThread/folder-own',
  'updateThread/keeps-title',
  'sendThreadMessage/files-of-thread',
  'sendThreadMessage/only-this-thread',
  'sendThreadMessage/settable',
  'uploadThreadFiles/settable',
];
claimPromises(IDS);

const chain = (resource: string) => CHAINS.find((c) => c.resource === resource)!;

/** Another user's folder (the second user's), or why not. */
const theirFolder = (run: Run, ctx: Context) =>
  makeRecord(run, ctx, chain('folder'), CHECK.promiseThreadWrites, {}, ctx.actorB);

async function createRefused(run: Run, ctx: Context, claims: ClaimedPromises, made: Made[]) {
  const folderOwn = claims.take('createThread/folder-own');
  if (folderOwn) {
    const folder = await theirFolder(run, ctx);
    if (typeof folder === 'string') folderOwn.unchecked(`no folder of another user: ${folder}`);
    else {
      made.push(folder);
      const title = uniqueName('Refused thread');
      const options = chain('thread').create.options(ctx, run);
      const answer = await call(run, ctx, 'createThread', ctx.actorA, CHECK.promiseThreadWrites, {
        json: { ...(options?.json as Row), title, folder_id: folder.id },
      });
      const what = `a thread made with another user's folder ${show(folder.id)}`;
      if (await madeAnyway(run, ctx, CHECK.promiseThreadWrites, ctx.actorA, answer))
        folderOwn.fail(`${what} was made (${statusText(answer)})`, answer);
      else if (
        refusedAsPromised(folderOwn, answer, 'folder_id', what) &&
        (await shownNowhere(run, ctx, CHECK.promiseThreadWrites, folderOwn, title, [
          ctx.actorA,
          ctx.actorB,
        ]))
      )
        folderOwn.pass(`${what}: ${statusText(answer)} keyed folder_id, listed nowhere`, answer);
    }
  }
  const agentAvailable = claims.take('createThread/agent-available');
  if (agentAvailable) {
    // An agent the first user just made (a draft of theirs): the second user has no way to have it.
    const agent = await makeRecord(run, ctx, chain('agent'), CHECK.promiseThreadWrites);
    if (typeof agent === 'string')
      return agentAvailable.unchecked(`no agent the second user lacks: ${agent}`);
    made.push(agent);
    const title = uniqueName('Refused thread');
    const answer = await call(run, ctx, 'createThread', ctx.actorB, CHECK.promiseThreadWrites, {
      json: run.data.body(run.op('createThread'), {
        agent_id: agent.id,
        title,
        folder_id: undefined,
      }),
    });
    const what = `the second user making a thread with the first user's draft agent ${show(agent.id)}`;
    if (await madeAnyway(run, ctx, CHECK.promiseThreadWrites, ctx.actorB, answer))
      return agentAvailable.fail(`${what} was let (${statusText(answer)})`, answer);
    if (
      refusedAsPromised(agentAvailable, answer, 'agent_id', what) &&
      (await shownNowhere(run, ctx, CHECK.promiseThreadWrites, agentAvailable, title, [
        ctx.actorB,
        ctx.actorA,
      ]))
    )
      agentAvailable.pass(`${what}: ${statusText(answer)} keyed agent_id, listed nowhere`, answer);
  }
}

async function moveRefused(
  run: Run,
  ctx: Context,
  claims: ClaimedPromises,
  thread: Made,
  made: Made[],
) {
  const report = claims.take('updateThread/folder-own');
  if (!report) return;
  const folder = await theirFolder(run, ctx);
  if (typeof folder === 'string') return report.unchecked(`no folder of another user: ${folder}`);
  made.push(folder);
  const answer = await call(run, ctx, 'updateThread', ctx.actorA, CHECK.promiseThreadWrites, {
    params: { thread: thread.id },
    json: { folder_id: folder.id },
  });
  const what = `moving thread ${show(thread.id)} into another user's folder ${show(folder.id)}`;
  if (!refusedAsPromised(report, answer, 'folder_id', what)) return;
  const read = await call(run, ctx, 'getThread', ctx.actorA, CHECK.promiseThreadWrites, {
    params: { thread: thread.id },
  });
  const now = fieldAt(read?.response?.json, 'data.folder_id');
  if (!isOk(read)) return report.unchecked(`getThread answered ${statusText(read)}`);
  report.expect(
    now === null || now === undefined,
    `${what}: ${statusText(answer)} keyed folder_id, the thread still in no folder`,
    `${what} was refused, yet getThread shows folder_id ${show(now)}`,
    read,
  );
}

/** Two `files[]` parts give two files, named as sent; the first is the other thread's file. */
async function upload(run: Run, ctx: Context, claims: ClaimedPromises, thread: Made) {
  const report = claims.take('uploadThreadFiles/settable');
  const names = ['conformance-first.txt', 'conformance-second.txt'];
  const answer = await call(run, ctx, 'uploadThreadFiles', ctx.actorA, CHECK.promiseThreadWrites, {
    params: { thread: thread.id },
    files: names.map((name) => sampleFile('files[]', name)),
  });
  const rows = dataOf<Row[]>(answer);
  if (!isOk(answer) || !Array.isArray(rows)) {
    report?.unchecked(`the upload answered ${statusText(answer)}`);
    return undefined;
  }
  const got = rows.map((row) => row.name);
  report?.expect(
    names.every((name) => got.includes(name)) && rows.length === names.length,
    `two files[] parts stored as two files, named as sent`,
    `two files[] parts (${show(names)}) answered ${rows.length} file(s) named ${show(got)}`,
    answer,
  );
  return rows[0]?.id;
}

export const check: Check = {
  name: CHECK.promiseThreadWrites,
  summary:
    "a thread write naming another user's folder or agent, or another thread's file, is refused and shows nowhere; a message changes only its thread, sets only what it may, and keeps a title set before",
  docs: "the promises of the thread writes: a thread write naming another user's folder or agent, or another thread's file, is refused and shows nowhere; a message changes only its thread, sets only what it may, and keeps a title set before. What it checks, what it cannot and the Laravel code that keeps it: [promises.md](promises.md)",
  phase: 'after-operations',
  writes: true,
  appliesTo: hasPromiseId(IDS),
  run: async (run, ctx) => {
    const claims = new ClaimedPromises(run, IDS);
    if (claims.size === 0) return;
    const made: Made[] = [];
    try {
      await createRefused(run, ctx, claims, made);
      // A thread with the default title, and another with files in it.
      const thread = await makeThread(run, ctx, CHECK.promiseThreadWrites, { title: undefined });
      const other = await makeThread(run, ctx, CHECK.promiseThreadWrites);
      if (typeof other !== 'string') made.push(other);
      if (typeof thread === 'string') {
        claims.rest(`could not make a thread: ${thread}`);
        return;
      }
      made.push(thread);
      await moveRefused(run, ctx, claims, thread, made);
      const file = typeof other === 'string' ? undefined : await upload(run, ctx, claims, other);
      await judgeSend(run, ctx, CHECK.promiseThreadWrites, claims, thread, file);
      claims.rest('an earlier step failed (see its result)');
      for (const [op, count] of claims.perOperation)
        run.results.pass(
          op,
          CHECK.promiseThreadWrites,
          `${count} promise(s) of ${op} judged on records made for the purpose (under their kinds' checks)`,
        );
    } finally {
      for (const record of made.reverse()) await record.remove();
    }
  },
};
