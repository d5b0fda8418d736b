/**
 * promise-reflects: a per-caller flag (`is_added`, `is_member`) is true exactly for the items the
 * caller's own list holds (openapi/CONVENTIONS.md, kind `reflects`). The check reads the operation
 * and the caller's list `in` as the first user, one after the other, and compares every item; a
 * flag computed for another user, cached across users or always false is caught.
 */
import type { Check } from '../engine/check';
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';
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
  type ContractPromise,
  type Row,
} from './promises/promises';
import { CHECK } from '../engine/check-names';

/**
 * The path parameters of the caller's list `in` (`in_params`: fields of the caller's profile), {}
 * for a list without them, null when the caller has none (a null current council), or why not.
 */
async function ownParams(
  run: Run,
  ctx: Context,
  promise: ContractPromise,
): Promise<Record<string, string | number> | null | string> {
  const from = (promise.in_params ?? {}) as Record<string, string>;
  if (Object.keys(from).length === 0) return {};
  const profile = await call(run, ctx, 'getProfile', ctx.actorA, CHECK.promiseReflects, {});
  if (!isOk(profile)) return `getProfile answered ${statusText(profile)}`;
  const params: Record<string, string | number> = {};
  for (const [param, field] of Object.entries(from)) {
    const value = fieldAt(profile?.response?.json, `data.${field}`);
    if (value === null || value === undefined) return null;
    params[param] = value as string | number;
  }
  return params;
}

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
      const params = await ownParams(run, ctx, promise);
      if (typeof params === 'string') return report.unchecked(params);
      let mine: unknown = [];
      if (params) {
        const own = await call(run, ctx, String(promise.in), ctx.actorA, CHECK.promiseReflects, {
          params,
        });
        const at = fieldAt(own?.response?.json, String(promise.in_list ?? 'data'));
        // A single record (a council's `subscription`) is a list of one, null of none.
        mine = at === null ? [] : Array.isArray(at) || typeof at !== 'object' ? at : [at];
        if (!isOk(own) || !Array.isArray(mine))
          return report.unchecked(`${String(promise.in)} answered ${statusText(own)}`);
      }
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
