/**
 * promise-keeps for an update sent twice (`when` names the body, e.g. pinning an agent already
 * pinned keeps its `pinned_at`): on a record the check makes through the chain, the update is sent,
 * the record read through `shown_by`, the same update sent again and the record read again: nothing
 * in it may change but `updated_at` (a backend that stamps `now()` on every pin moves the time).
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
  whenBody,
  type ContractPromise,
  type PromiseReport,
  type Row,
} from './promises';
import { deleteParamOf, makeRecord } from './records';
import { CHECK } from '../../engine/check-names';

async function rowOf(run: Run, ctx: Context, listOp: string, id: string | number) {
  const read = await call(run, ctx, listOp, ctx.actorA, CHECK.promiseKeeps, {
    query: { per_page: 100 },
  });
  const rows = dataOf<Row[]>(read);
  const row = Array.isArray(rows) ? rows.find((r) => String(r.id) === String(id)) : undefined;
  return { read, row };
}

export async function keepsOnRepeat(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  chain: ChainDefinition,
  promise: ContractPromise,
  report: PromiseReport,
): Promise<void> {
  const shownBy = String(promise.shown_by);
  const made = await makeRecord(run, ctx, chain, CHECK.promiseKeeps);
  if (typeof made === 'string') return report.unchecked(made);
  try {
    const params = { [deleteParamOf(run, chain)]: made.id };
    const json = {
      ...((chain.update?.options(ctx, run)?.json as Row | undefined) ?? {}),
      ...whenBody(promise),
    };
    const first = await call(run, ctx, op.operationId, ctx.actorA, CHECK.promiseKeeps, {
      params,
      json,
    });
    if (!isOk(first))
      return report.unchecked(`the first ${op.operationId} answered ${statusText(first)}`);
    const before = await rowOf(run, ctx, shownBy, made.id);
    const again = await call(run, ctx, op.operationId, ctx.actorA, CHECK.promiseKeeps, {
      params,
      json,
    });
    if (!isOk(again))
      return report.unchecked(`sent again, ${op.operationId} answered ${statusText(again)}`);
    const after = await rowOf(run, ctx, shownBy, made.id);
    if (!before.row || !after.row)
      return report.unchecked(
        `${shownBy} does not show the record made (${statusText(after.read)})`,
      );
    const moved = Object.keys(before.row).filter(
      (key) =>
        key !== 'updated_at' &&
        JSON.stringify(before.row![key]) !== JSON.stringify(after.row![key]),
    );
    if (moved.length > 0)
      return report.fail(
        `${op.operationId} ${show(whenBody(promise))} sent again changed ${moved.map((k) => `${k} ${show(before.row![k])} → ${show(after.row![k])}`).join(', ')}`,
        after.read,
      );
    report.pass(`sent ${show(whenBody(promise))} twice: the record kept its values`, after.read);
  } finally {
    await made.remove();
  }
}
