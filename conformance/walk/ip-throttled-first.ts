/**
 * A throttle keyed by ip alone (`x-throttle.by: [ip]`: forgot-password, the Microsoft callback, the
 * signed e-mail link...) counts every request the run sends from its one address: the operation's
 * own checks (valid data, each invalid field, HEAD, the CSRF probe) use up its few calls a minute,
 * and a promise check that came after them met the documented 429 and was not judged. The guest's
 * no-disclosure and refuses promises of those operations are judged first, while the limit is unspent, so
 * each is put to the test in every run without waiting out a minute; the operation's own checks
 * that then meet the limit are skipped under the one rule (engine/throttle-answer.ts).
 */
import type { ContractOperation } from '../contract/contract';
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';
import { checkNamed } from '../checks/index';
import { promisesOf, setEarlyTurn } from '../checks/promises/promises';
import { CHECK, type CheckName } from '../engine/check-names';

/** The promise checks whose requests count against the operation's own ip limit, and their kinds. */
const EARLY: readonly { check: CheckName; kind: 'guest' | 'no-disclosure' | 'refuses' }[] = [
  { check: CHECK.promiseGuest, kind: 'guest' },
  { check: CHECK.promiseNoDisclosure, kind: 'no-disclosure' },
  // A second reset link within the minute: its two calls, before the operation's own spend the limit.
  { check: CHECK.promiseRefuses, kind: 'refuses' },
];

const ipOnly = (op: ContractOperation): boolean =>
  op.throttle !== null && op.throttle.by.length === 1 && op.throttle.by[0] === 'ip';

/** Runs the early promise checks for the ip-throttled operations, and leaves those out of the later turn. */
export async function judgeIpThrottledFirst(run: Run, ctx: Context): Promise<void> {
  const checks = new Set(EARLY.map((e) => e.check));
  const ops = new Set(
    run.contract.operations
      .filter(
        (op) =>
          run.selected(op.operationId) &&
          ipOnly(op) &&
          EARLY.some((e) => promisesOf(op, e.kind).length > 0),
      )
      .map((op) => op.operationId),
  );
  if (ops.size === 0) return;
  setEarlyTurn(run, checks, ops, true);
  try {
    for (const { check } of EARLY) {
      const early = checkNamed(check);
      if (!(early.writes && run.options.readOnly)) await early.run?.(run, ctx);
    }
  } finally {
    setEarlyTurn(run, checks, ops, false);
  }
}
