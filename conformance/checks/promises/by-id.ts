/**
 * A promise judged by a flow of the walk rather than by its kind's check (the membership chain,
 * the council records): its report, found by the promise's id, under the check of its kind, so the
 * report reads the same whoever judged it and the kind's check does not judge it again.
 */
import type { Run } from '../../engine/run-state';
import { checkOfKind, promisesOf, PromiseReport, type PromiseKind } from './promises';

/** The check each kind is reported under (docs/promises-list.md). */

/**
 * The report of promise `id` (`operationId/name`), or null when the run does not report it: its
 * operation is not selected, the contract has no such promise, or marks it `unchecked`.
 */
export function reportFor(run: Run, id: string): PromiseReport | null {
  const operationId = id.split('/')[0]!;
  if (!run.selected(operationId)) return null;
  const op = run.contract.byId.get(operationId);
  if (!op) return null;
  const all = (op.object as { 'x-promises'?: { id: string; kind: PromiseKind }[] })['x-promises'];
  const kind = all?.find((p) => p.id === id)?.kind;
  const promise = kind ? promisesOf(op, kind).find((p) => p.id === id) : undefined;
  if (!kind || !promise || promise.unchecked) return null;
  return new PromiseReport(run, checkOfKind(kind), operationId, promise);
}

/** Whether any of the promises would be reported (their operations selected). */
export const anyReported = (run: Run, ids: string[]): boolean =>
  ids.some((id) => run.selected(id.split('/')[0]!));

/** Reports each promise unchecked for the same reason (the flow could not set them up). */
export function uncheckedAll(run: Run, ids: string[], reason: string): void {
  for (const id of ids) reportFor(run, id)?.unchecked(reason);
}
