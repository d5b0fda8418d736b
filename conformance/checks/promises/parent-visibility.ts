/**
 * promise-visibility with `scope: parent` on a delete of a chain's record under a parent (an agent's
 * file, `deleteAgentFile/file-of-agent`): the first user's file is asked for through another
 * parent of their own (a second agent made for the purpose), so only the parent is wrong; the
 * answer must be `others_get` and the file must still be listed under its own parent.
 */
import type { ContractOperation } from '../../contract/contract';
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call } from '../../engine/steps';
import { dataOf } from '../../http/exchange';
import { CHAINS } from '../chain-table';
import { show, statusText, type ContractPromise, type PromiseReport, type Row } from './promises';
import { chainDeleting, deleteParamOf, makeRecord } from './records';
import { CHECK } from '../../engine/check-names';

const chainsOf = (op: ContractOperation) => {
  const child = chainDeleting(op.operationId);
  const parent = child?.after ? CHAINS.find((c) => c.param === child.after) : undefined;
  return child && parent ? { child, parent } : undefined;
};

export const isParentDelete = (op: ContractOperation, promise: ContractPromise): boolean =>
  op.method === 'DELETE' && promise.scope === 'parent' && chainsOf(op) !== undefined;

export async function judgeParentDelete(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  promise: ContractPromise,
  report: PromiseReport,
): Promise<void> {
  if (run.options.readOnly) return report.unchecked('a read-only run makes no record to ask for');
  const { child, parent } = chainsOf(op)!;
  if (ctx.get(parent.param) === undefined)
    return report.unchecked(`the run has no ${parent.resource} of its own`);
  const other = await makeRecord(run, ctx, parent, CHECK.promiseVisibility);
  if (typeof other === 'string') return report.unchecked(`no second ${parent.resource}: ${other}`);
  const record = await makeRecord(run, ctx, child, CHECK.promiseVisibility);
  if (typeof record === 'string') {
    await other.remove();
    return report.unchecked(`no ${child.resource} to ask for: ${record}`);
  }
  const theirs = await call(run, ctx, op.operationId, ctx.actorA, CHECK.promiseVisibility, {
    params: { [parent.param]: other.id, [deleteParamOf(run, child)]: record.id },
  });
  const list = await call(run, ctx, child.list.op, ctx.actorA, CHECK.promiseVisibility, {
    query: child.list.query,
  });
  const kept = ((dataOf<Row[]>(list) ?? []) as Row[]).some(
    (r) => String(r.id) === String(record.id),
  );
  if (kept) await record.remove();
  else record.forget();
  await other.remove();
  const where = `${child.resource} ${show(record.id)} of ${parent.resource} ${show(ctx.get(parent.param))} asked through ${parent.resource} ${show(other.id)}`;
  if (theirs?.response?.status !== promise.others_get)
    return report.fail(
      `${where} got ${statusText(theirs)}, expected ${String(promise.others_get)}`,
      theirs,
    );
  if (!kept)
    return report.fail(
      `${where} got ${statusText(theirs)} but is gone from ${child.list.op}`,
      list,
    );
  report.pass(`${where} gets ${String(promise.others_get)} and stays`, theirs);
}
