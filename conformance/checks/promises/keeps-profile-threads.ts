/**
 * promise-keeps for taking an agent off the user's list while they have threads with it
 * (`removeProfileAgent`, read by `listThreads`): the run adds a free agent of the store (the
 * chain's record), starts a thread with it, takes the agent off the list and reads the caller's
 * threads: the thread is still listed.
 */
import type { ContractOperation } from '../../contract/contract';
import type { ChainDefinition } from '../../engine/chain';
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call } from '../../engine/steps';
import { dataOf } from '../../http/exchange';
import { isOk, show, statusText, type PromiseReport, type Row } from './promises';
import { deleteParamOf, makeRecord } from './records';
import { makeThread } from './thread-exchange';
import { CHECK } from '../../engine/check-names';

export async function keepsProfileThreads(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  chain: ChainDefinition,
  shownBy: string,
  report: PromiseReport,
): Promise<void> {
  const agent = await makeRecord(run, ctx, chain, CHECK.promiseKeeps);
  if (typeof agent === 'string') return report.unchecked(`could not add an agent: ${agent}`);
  const thread = await makeThread(run, ctx, CHECK.promiseKeeps, { agent_id: agent.id });
  if (typeof thread === 'string') {
    await agent.remove();
    return report.unchecked(`could not start a thread with the agent added: ${thread}`);
  }
  const removed = await call(run, ctx, op.operationId, ctx.actorA, CHECK.promiseKeeps, {
    params: { [deleteParamOf(run, chain)]: agent.id },
  });
  if (!isOk(removed)) {
    await thread.remove();
    await agent.remove();
    return report.unchecked(`the removal answered ${statusText(removed)}`);
  }
  agent.forget();
  const list = await call(run, ctx, shownBy, ctx.actorA, CHECK.promiseKeeps, {
    query: { per_page: 100 },
  });
  const rows = (dataOf<Row[]>(list) ?? []) as Row[];
  await thread.remove();
  if (!isOk(list) || !rows.some((row) => String(row.id) === String(thread.id)))
    return report.fail(
      `after ${op.operationId} of agent ${show(agent.id)}, the caller's thread ${show(thread.id)} with it is not in ${shownBy} (${statusText(list)}, ${rows.length} thread(s))`,
      list,
    );
  report.pass(`thread ${show(thread.id)} still listed after ${op.operationId} of its agent`, list);
}
