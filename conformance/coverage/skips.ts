/**
 * Operations the run leaves out, each for a stated reason: those the config file skips and those
 * the backend's routes lack (not built yet). They are left out of the checks the way `--only` leaves
 * operations out (the run may still call them to set up data for others), and afterwards every check
 * that applies to them is reported skipped with the reason — never missing, never passed.
 */
import { CATALOGUE } from '../checks/index';
import type { Run, RunOptions } from '../engine/run-state';

export interface OperationSkip {
  operationId: string;
  reason: string;
  /** 'config': the config file's "skip"; 'routes': no route in --routes. */
  source: 'config' | 'routes';
}

/** Narrows the run's selection before it starts; returns the selection to restore afterwards. */
export function leaveOut(
  options: RunOptions,
  allIds: string[],
  skips: OperationSkip[],
): Set<string> | null {
  const original = options.only;
  if (skips.length === 0) return original;
  const skipped = new Set(skips.map((s) => s.operationId));
  options.only = new Set((original ? [...original] : allIds).filter((id) => !skipped.has(id)));
  return original;
}

/** After the run: the original selection back, and each skipped operation's checks reported with why. */
export function reportLeftOut(
  run: Run,
  original: Set<string> | null,
  skips: OperationSkip[],
): void {
  run.options.only = original;
  for (const skip of skips) {
    if (!run.selected(skip.operationId)) continue;
    const op = run.op(skip.operationId);
    for (const check of CATALOGUE)
      if (check.appliesTo(op, run) && !run.results.has(op.operationId, check.name))
        run.results.skip(op.operationId, check.name, skip.reason);
  }
}
