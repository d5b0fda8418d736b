/**
 * promise-keeps for deleting an agent (`deleteAgent`): what others made with it is not a record of
 * the agent chain's, so the check makes it. The first user authors an agent and publishes it; for
 * the threads (read by `getThread`) they add it to their list and start a thread with it, for the
 * orders (read by `listProfileOrders`) it is a paid agent the second user buys. Then the agent is
 * deleted: the thread is still read (and read-only: sending a message answers 403), the order is
 * still in the buyer's orders. The pending order stays (the API has no way to delete an order).
 */
import type { ContractOperation } from '../../contract/contract';
import type { ChainDefinition } from '../../engine/chain';
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call } from '../../engine/steps';
import { dataOf } from '../../http/exchange';
import {
  isOk,
  show,
  statusText,
  type ContractPromise,
  type PromiseReport,
  type Row,
} from './promises';
import { deleteParamOf, makeRecord, type Made } from './records';
import { makeThread, sendMessage } from './thread-exchange';
import { CHECK } from '../../engine/check-names';

/** A published agent of the first user's (paid when `paid`), or why not. */
async function publishedAgent(
  run: Run,
  ctx: Context,
  chain: ChainDefinition,
  paid: boolean,
): Promise<Made | string> {
  const pricing = paid ? { pricing: 'paid', price: 1500, currency: 'EUR' } : {};
  const agent = await makeRecord(run, ctx, chain, CHECK.promiseKeeps, pricing);
  if (typeof agent === 'string') return agent;
  const published = await call(run, ctx, 'publishAgent', ctx.actorA, CHECK.promiseKeeps, {
    params: { agent: agent.id },
  });
  if (isOk(published)) return agent;
  await agent.remove();
  return `publishAgent answered ${statusText(published)}`;
}

async function deleteIt(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  chain: ChainDefinition,
  agent: Made,
) {
  const removed = await call(run, ctx, op.operationId, ctx.actorA, CHECK.promiseKeeps, {
    params: { [deleteParamOf(run, chain)]: agent.id },
  });
  if (isOk(removed)) agent.forget();
  return removed;
}

async function keepsThreads(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  chain: ChainDefinition,
  report: PromiseReport,
): Promise<void> {
  const agent = await publishedAgent(run, ctx, chain, false);
  if (typeof agent === 'string')
    return report.unchecked(`could not make an agent to delete: ${agent}`);
  const added = await call(run, ctx, 'addAgent', ctx.actorA, CHECK.promiseKeeps, {
    params: { agent: agent.id },
  });
  const thread = isOk(added)
    ? await makeThread(run, ctx, CHECK.promiseKeeps, { agent_id: agent.id })
    : null;
  if (thread === null || typeof thread === 'string') {
    await agent.remove();
    return report.unchecked(
      `could not start a thread with the first user's published agent: ${thread ?? `addAgent answered ${statusText(added)}`}`,
    );
  }
  const removed = await deleteIt(run, ctx, op, chain, agent);
  if (!isOk(removed)) {
    await thread.remove();
    await agent.remove();
    return report.unchecked(`the delete answered ${statusText(removed)}`);
  }
  const read = await call(run, ctx, 'getThread', ctx.actorA, CHECK.promiseKeeps, {
    params: { thread: thread.id },
  });
  if (!isOk(read)) {
    if (read?.response?.status === 404) thread.forget();
    return report.fail(
      `after ${op.operationId} of agent ${show(agent.id)}, the thread ${show(thread.id)} with it is gone: getThread answered ${statusText(read)}`,
      read,
    );
  }
  const sent = await sendMessage(run, ctx, CHECK.promiseKeeps, thread);
  await thread.remove();
  if (sent?.response?.status !== 403)
    return report.fail(
      `after ${op.operationId} of agent ${show(agent.id)}, its thread ${show(thread.id)} is not read-only: sendThreadMessage answered ${statusText(sent)}, expected 403`,
      sent,
    );
  report.pass(
    `thread ${show(thread.id)} kept, read-only (sending answered 403), after ${op.operationId} of its agent`,
    read,
  );
}

async function keepsOrders(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  chain: ChainDefinition,
  report: PromiseReport,
): Promise<void> {
  const agent = await publishedAgent(run, ctx, chain, true);
  if (typeof agent === 'string') return report.unchecked(`could not make a paid agent: ${agent}`);
  const bought = await call(run, ctx, 'buyAgent', ctx.actorB, CHECK.promiseKeeps, {
    params: { agent: agent.id },
    json: run.data.body(run.op('buyAgent'), { payment_method: 'card', council_id: undefined }),
  });
  const order = (dataOf<Row>(bought) as Row | undefined)?.id;
  if (!isOk(bought) || order === undefined) {
    await agent.remove();
    return report.unchecked(
      `the second user could not buy the agent: buyAgent answered ${statusText(bought)}`,
    );
  }
  run.leftBehind.push(
    `buyAgent: a pending order of the second user, made by ${CHECK.promiseKeeps} (${report.promise.id})`,
  );
  const removed = await deleteIt(run, ctx, op, chain, agent);
  if (!isOk(removed)) {
    await agent.remove();
    return report.unchecked(`the delete answered ${statusText(removed)}`);
  }
  const list = await call(run, ctx, 'listProfileOrders', ctx.actorB, CHECK.promiseKeeps, {
    query: { per_page: 100 },
  });
  const rows = (dataOf<Row[]>(list) ?? []) as Row[];
  if (!isOk(list) || !rows.some((row) => String(row.id) === String(order)))
    return report.fail(
      `after ${op.operationId} of agent ${show(agent.id)}, the buyer's order ${show(order)} of it is not in listProfileOrders (${statusText(list)}, ${rows.length} order(s))`,
      list,
    );
  report.pass(
    `order ${show(order)} kept in the buyer's orders after ${op.operationId} of its agent`,
    list,
  );
}

export function keepsDeletedAgent(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  chain: ChainDefinition,
  promise: ContractPromise,
  report: PromiseReport,
): Promise<void> {
  if (promise.shown_by === 'listProfileOrders') return keepsOrders(run, ctx, op, chain, report);
  return keepsThreads(run, ctx, op, chain, report);
}
