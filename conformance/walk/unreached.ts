/**
 * After the run, every check reports for every operation it applies to (its scope in the
 * catalogue, read from the contract) — passed, failed, warning or skipped with the reason — never
 * nothing. A check the run did not get to is reported as skipped saying so, never left out (and the
 * runner's own tests prove no check is left to that fallback against the mock).
 */
import type { Run } from '../engine/run-state';
import { CATALOGUE } from '../checks/index';

const SAFE = new Set(['GET', 'HEAD']);

export const UNREACHED = 'not run';

/** Fills in, for every selected operation and every check that applies to it, what did not report. */
export function reportUnreached(run: Run): void {
  for (const op of run.contract.operations) {
    if (!run.selected(op.operationId)) continue;
    for (const check of CATALOGUE) {
      if (!check.appliesTo(op, run) || run.results.has(op.operationId, check.name)) continue;
      const blocked = run.blocked.get(op.operationId);
      const reason =
        run.options.readOnly && !SAFE.has(op.method)
          ? '--read-only: unsafe operations are not called'
          : blocked
            ? `${UNREACHED}: ${blocked}`
            : !run.exercised.has(op.operationId)
              ? 'the operation was not exercised (see its other checks for why)'
              : `${UNREACHED}: the run did not get to it for this operation`;
      run.results.skip(op.operationId, check.name, reason);
    }
  }
}
