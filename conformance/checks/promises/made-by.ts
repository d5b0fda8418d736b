/**
 * The `reflects` promises with `made_by` (openapi/CONVENTIONS.md): a per-caller flag that no list
 * of the caller's own records shows, judged on the write the run has just made. A join request
 * makes its council's `has_pending_request` true for the requester and for nobody else: the
 * requester finds the council (by its name, through the operation's `match` parameter) flagged,
 * the council's admin, who asked nothing, finds it not flagged. A flag never set, set for every
 * caller, or computed for another user is caught. The walk calls this right after the write;
 * promise-reflects says why a promise it could not reach went unchecked.
 */
import type { Actor } from '../../http/actor';
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call } from '../../engine/steps';
import { reportFor } from './by-id';
import { fieldAt, isOk, itemsOf, promisesOf, show, statusText } from './promises';

/** Who made the write (its flag must be true) and another account (false), by name for messages. */
export interface Callers {
  maker: { actor: Actor; name: string };
  other: { actor: Actor; name: string };
}

export async function judgeMadeBy(
  run: Run,
  ctx: Context,
  write: string,
  item: { id: number | string; name: string },
  callers: Callers,
): Promise<void> {
  for (const op of run.contract.operations)
    for (const promise of promisesOf(op, 'reflects')) {
      if (promise.made_by !== write) continue;
      const report = reportFor(run, promise.id);
      if (!report) continue;
      const param = promisesOf(op, 'match')[0]?.param;
      const field = String(promise.field);
      const flagOf = async (who: Callers['maker']) => {
        const read = await call(run, ctx, op.operationId, who.actor, report.check, {
          query: param ? { [String(param)]: item.name } : {},
        });
        const row = (itemsOf(read) ?? []).find((r) => String(r.id) === String(item.id));
        return { read, row, flag: row ? fieldAt(row, field) : undefined };
      };
      const mine = await flagOf(callers.maker);
      if (!isOk(mine.read) || !mine.row)
        return report.unchecked(
          `${op.operationId} as ${callers.maker.name} answered ${statusText(mine.read)} without item ${show(item.id)}`,
        );
      if (mine.flag !== true)
        return report.fail(
          `item ${show(item.id)} has ${field} ${show(mine.flag)} for ${callers.maker.name}, whose ${write} the run has just made`,
          mine.read,
        );
      const theirs = await flagOf(callers.other);
      if (!isOk(theirs.read) || !theirs.row)
        return report.unchecked(
          `${op.operationId} as ${callers.other.name} answered ${statusText(theirs.read)} without item ${show(item.id)}`,
        );
      report.expect(
        theirs.flag === false,
        `item ${show(item.id)}: ${field} true for ${callers.maker.name} after their ${write}, false for ${callers.other.name}`,
        `item ${show(item.id)} has ${field} ${show(theirs.flag)} for ${callers.other.name}, who made no ${write} (only ${callers.maker.name} did)`,
        theirs.read,
      );
    }
}
