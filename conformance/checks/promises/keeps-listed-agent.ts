/**
 * promise-keeps for taking an agent off the user's list (`removeProfileAgent`, read by `getAgent`):
 * the list's row is not a record of its own but the store's agent, so what is kept is that agent,
 * read by its own id. Without `set`, the run adds a free agent (the chain's record), takes it off
 * the list and reads it: still there. With `set` (`is_purchased: true`) it needs an agent of the
 * list that shows those values already (a bought one): taken off, read (the values stay), and added
 * back, so the account ends as it was.
 */
import type { ContractOperation } from '../../contract/contract';
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call } from '../../engine/steps';
import { dataOf } from '../../http/exchange';
import {
  fieldAt,
  isOk,
  show,
  statusText,
  type ContractPromise,
  type PromiseReport,
  type Row,
} from './promises';
import { deleteParamOf, makeRecord } from './records';
import type { ChainDefinition } from '../../engine/chain';
import { CHECK } from '../../engine/check-names';

/** The list's agent (`is_added`) that already shows the promise's `set` values, from the store. */
async function listedWith(run: Run, ctx: Context, set: Row): Promise<number | undefined> {
  const store = await call(run, ctx, 'listAgents', ctx.actorA, CHECK.promiseKeeps, {
    query: { per_page: 100 },
  });
  const rows = (dataOf<Row[]>(store) ?? []) as Row[];
  return rows.find(
    (row) => row.is_added === true && Object.entries(set).every(([k, v]) => fieldAt(row, k) === v),
  )?.id as number | undefined;
}

export async function keepsListedAgent(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  chain: ChainDefinition,
  promise: ContractPromise,
  report: PromiseReport,
): Promise<void> {
  const set = (promise.set as Row | undefined) ?? {};
  const param = deleteParamOf(run, chain);
  let agent: number;
  let restore: (() => Promise<void>) | null = null;
  let made: { forget: () => void } | null = null;
  if (Object.keys(set).length > 0) {
    const found = await listedWith(run, ctx, set);
    if (found === undefined)
      return report.unchecked(
        `needs an agent in the first user's list that shows ${show(set)} already (none does)`,
      );
    agent = found;
    const addBack = async () => {
      await call(run, ctx, chain.create.op, ctx.actorA, CHECK.promiseKeeps, { params: { agent } });
    };
    const done = ctx.created(
      `agent ${agent} back in the user's list (taken off by ${CHECK.promiseKeeps})`,
      addBack,
    );
    restore = async () => {
      done();
      await addBack();
    };
  } else {
    const record = await makeRecord(run, ctx, chain, CHECK.promiseKeeps);
    if (typeof record === 'string') return report.unchecked(record);
    agent = Number(record.id);
    made = record;
  }
  const removed = await call(run, ctx, op.operationId, ctx.actorA, CHECK.promiseKeeps, {
    params: { [param]: agent },
  });
  if (!isOk(removed)) {
    await restore?.();
    return report.unchecked(`${op.operationId} answered ${statusText(removed)}`);
  }
  made?.forget();
  const read = await call(run, ctx, String(promise.shown_by), ctx.actorA, CHECK.promiseKeeps, {
    params: { agent },
  });
  await restore?.();
  if (!isOk(read))
    return report.fail(
      `after ${op.operationId} of agent ${agent}, the agent itself is gone: ${String(promise.shown_by)} answered ${statusText(read)}`,
      read,
    );
  const data = fieldAt(read!.response!.json, 'data') as Row;
  for (const [field, value] of Object.entries(set))
    if (fieldAt(data, field) !== value)
      return report.fail(
        `after ${op.operationId}, agent ${agent} has ${field} ${show(fieldAt(data, field))}, expected ${show(value)}`,
        read,
      );
  report.pass(
    `agent ${agent} kept after ${op.operationId}${Object.keys(set).length ? ` with ${show(set)}` : ''}`,
    read,
  );
}
