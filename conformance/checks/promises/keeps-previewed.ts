/**
 * promise-keeps for a call that acts on a record and stores nothing (`previewAgent`): the check
 * makes the record, reads what the promise's `shown_by` shows (the record itself, or the caller's
 * list), makes the call, and reads again: the record is as it was, `updated_at` included (nothing
 * saved it, not even `touch()`), and the list holds the same records (no thread made). Laravel keeps
 * it by answering from the model's reply alone, with no `create()` and no `save()` on the way.
 */
import type { ContractOperation } from '../../contract/contract';
import type { ChainDefinition } from '../../engine/chain';
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call } from '../../engine/steps';
import type { Exchange } from '../../http/exchange';
import { fieldAt, isOk, show, statusText, type PromiseReport, type Row } from './promises';
import { makeRecord } from './records';
import { CHECK } from '../../engine/check-names';

/** What `shownBy` shows of the record (its whole `data`) or of the caller's list (ids and total). */
async function snapshot(
  run: Run,
  ctx: Context,
  shownBy: string,
  chain: ChainDefinition,
  id: number | string,
): Promise<{ read: Exchange | undefined; seen?: string }> {
  const own = shownBy === chain.read?.op;
  const read = await call(run, ctx, shownBy, ctx.actorA, CHECK.promiseKeeps, {
    ...(own ? { params: { [chain.param]: id } } : { query: { per_page: 100 } }),
  });
  if (!isOk(read)) return { read };
  const body = read!.response!.json;
  if (own) return { read, seen: JSON.stringify(fieldAt(body, 'data')) };
  const rows = (fieldAt(body, 'data') as Row[] | undefined) ?? [];
  return {
    read,
    seen: JSON.stringify({
      ids: rows.map((row) => row.id),
      total: fieldAt(body, 'meta.total') ?? null,
    }),
  };
}

export async function keepsPreviewed(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  chain: ChainDefinition,
  shownBy: string,
  report: PromiseReport,
): Promise<void> {
  const made = await makeRecord(run, ctx, chain, CHECK.promiseKeeps);
  if (typeof made === 'string')
    return report.unchecked(`could not make the ${chain.resource}: ${made}`);
  try {
    const before = await snapshot(run, ctx, shownBy, chain, made.id);
    if (before.seen === undefined)
      return report.unchecked(`${shownBy} answered ${statusText(before.read)} before the call`);
    // A second apart: a backend that saves the record on the call gives it a later `updated_at`.
    if (shownBy === chain.read?.op) await new Promise((resolve) => setTimeout(resolve, 1000));
    const answer = await call(run, ctx, op.operationId, ctx.actorA, CHECK.promiseKeeps, {
      params: { [chain.param]: made.id },
      ...(op.object.requestBody ? { json: run.data.body(op) } : {}),
    });
    if (!isOk(answer)) return report.unchecked(`${op.operationId} answered ${statusText(answer)}`);
    const after = await snapshot(run, ctx, shownBy, chain, made.id);
    if (after.seen === undefined)
      return report.fail(
        `after ${op.operationId} of ${chain.resource} ${show(made.id)}, ${shownBy} answered ${statusText(after.read)}`,
        after.read,
      );
    if (after.seen !== before.seen)
      return report.fail(
        `${op.operationId} of ${chain.resource} ${show(made.id)} changed what ${shownBy} shows (${String(report.promise.records)}): before ${before.seen}, after ${after.seen}`,
        after.read,
      );
    report.pass(
      `${shownBy} shows the same after ${op.operationId} of ${chain.resource} ${show(made.id)}`,
      after.read,
    );
  } finally {
    await made.remove();
  }
}
