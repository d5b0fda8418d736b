/**
 * promise-reflects: a per-caller flag (`is_added`, `is_member`) is true exactly for the items the
 * caller's own list holds (openapi/CONVENTIONS.md, kind `reflects`). The check reads the operation
 * and the caller's list `in` as the first user, one after the other, and compares every item; a
 * flag computed for another user, cached across users or always false is caught.
 */
import type { Check } from '../engine/check';
import { call } from '../engine/steps';
import { acceptedCall } from './promises/records';
import {
  fieldAt,
  forEachPromise,
  hasPromise,
  isOk,
  listQuery,
  notReady,
  show,
  statusText,
  type Row,
} from './promises/promises';
import { CHECK } from '../engine/check-names';

export const check: Check = {
  name: CHECK.promiseReflects,
  summary: "a per-caller flag is true exactly for the items the caller's own list holds",
  docs: "the `reflects` promises (`x-promises`): a per-caller flag is true exactly for the items the caller's own list holds. What it checks, what it cannot and the Laravel code that keeps it: [promises.md](promises.md)",
  phase: 'after-operations',
  writes: false,
  appliesTo: hasPromise('reflects'),
  run: (run, ctx) =>
    forEachPromise(run, CHECK.promiseReflects, 'reflects', async (op, promise, report) => {
      const why = notReady(ctx, op);
      if (why) return report.unchecked(why);
      // Judged on the run's own write, right after it (promises/made-by.ts): it was not made.
      if (promise.made_by)
        return report.unchecked(
          `needs the ${String(promise.made_by)} the run makes (the join-request chain), which it did not make`,
        );
      const ask = (query: Record<string, string>) =>
        call(run, ctx, op.operationId, ctx.actorA, CHECK.promiseReflects, { query });
      const itemsOf = (exchange: typeof read) => {
        const at = fieldAt(exchange?.response?.json, promise.list ?? 'data');
        return (Array.isArray(at) ? at : at ? [at] : []) as Row[];
      };
      let read = await ask(listQuery(op, promise));
      if (!isOk(read)) return report.unchecked(`${op.operationId} answered ${statusText(read)}`);
      // A search term of the contract's example may find nothing: the walk's own search is asked again.
      const walked = acceptedCall(run, ctx, op);
      if (itemsOf(read).length === 0 && walked)
        read = await ask(Object.fromEntries(new URL(walked.request.url).searchParams));
      const items = itemsOf(read);
      if (items.length === 0) return report.unchecked(`${op.operationId} shows no item to compare`);
      const own = await call(run, ctx, String(promise.in), ctx.actorA, CHECK.promiseReflects, {});
      const mine = fieldAt(own?.response?.json, String(promise.in_list ?? 'data'));
      if (!isOk(own) || !Array.isArray(mine))
        return report.unchecked(`${String(promise.in)} answered ${statusText(own)}`);
      const by = String(promise.by ?? 'id');
      const ids = new Set((mine as Row[]).map((row) => String(fieldAt(row, by))));
      const field = String(promise.field);
      const wrong = items.find((item) => fieldAt(item, field) !== ids.has(String(item.id)));
      if (wrong)
        return report.fail(
          `item ${show(wrong.id)} has ${field} ${show(fieldAt(wrong, field))}, but the caller's ${String(promise.in)} ${ids.has(String(wrong.id)) ? 'holds' : 'does not hold'} it (ids ${show([...ids])})`,
          read,
        );
      const yes = items.filter((item) => fieldAt(item, field) === true).length;
      report.pass(
        `${items.length} item(s), ${yes} with ${field} true, each as ${String(promise.in)} holds it`,
        read,
      );
    }),
};
