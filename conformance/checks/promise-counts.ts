/**
 * promise-counts: a count a record carries (`members_count`, `threads_count`) equals the length of
 * the list it counts, read right after it by the same caller (openapi/CONVENTIONS.md, kind
 * `counts`): a counter cached on the row and never updated, or counting what the list leaves out
 * (invitees, another council's files), is caught. At most three items of the answer are compared.
 */
import type { Check } from '../engine/check';
import { call, paramsFor } from '../engine/steps';
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

const ITEMS = 3;

export const check: Check = {
  name: CHECK.promiseCounts,
  summary: 'a count a record carries equals the length of the list it counts',
  docs: 'the `counts` promises (`x-promises`): a count a record carries equals the length of the list it counts. What it checks, what it cannot and the Laravel code that keeps it: [promises.md](promises.md)',
  phase: 'after-operations',
  writes: false,
  appliesTo: hasPromise('counts'),
  run: (run, ctx) =>
    forEachPromise(run, CHECK.promiseCounts, 'counts', async (op, promise, report) => {
      const why = notReady(ctx, op);
      if (why) return report.unchecked(why);
      const read = await call(run, ctx, op.operationId, ctx.actorA, CHECK.promiseCounts, {
        query: listQuery(op, promise),
      });
      if (!isOk(read)) return report.unchecked(`${op.operationId} answered ${statusText(read)}`);
      const at = fieldAt(read!.response!.json, promise.list ?? 'data');
      const items = ((Array.isArray(at) ? at : at ? [at] : []) as Row[]).slice(0, ITEMS);
      if (items.length === 0)
        return report.unchecked(`${op.operationId} shows no item to count for`);
      const of = run.op(String(promise.of));
      const names = [...of.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const field = String(promise.field);
      const counted: string[] = [];
      for (const item of items) {
        const own = Object.fromEntries(
          Object.entries((promise.params ?? { [names[names.length - 1]!]: 'id' }) as Row).map(
            ([param, path]) => [param, fieldAt(item, String(path)) as string | number],
          ),
        );
        const list = await call(run, ctx, of.operationId, ctx.actorA, CHECK.promiseCounts, {
          params: { ...paramsFor(ctx, {}, of.path), ...own },
          query: { ...((promise.query ?? {}) as Record<string, string>), per_page: '100' },
        });
        if (!isOk(list))
          return report.unchecked(
            `${of.operationId} for item ${show(item.id)} answered ${statusText(list)}`,
          );
        const json = list!.response!.json;
        const rows = fieldAt(json, String(promise.of_list ?? 'data'));
        const total = fieldAt(json, 'meta.total');
        const length =
          typeof total === 'number' ? total : Array.isArray(rows) ? rows.length : undefined;
        if (length === undefined)
          return report.unchecked(
            `${of.operationId} answered no list at ${String(promise.of_list ?? 'data')}`,
          );
        if (fieldAt(item, field) !== length)
          return report.fail(
            `item ${show(item.id)} has ${field} ${show(fieldAt(item, field))}, but ${of.operationId}${promise.query ? ` ${show(promise.query)}` : ''} lists ${length}`,
            list,
          );
        counted.push(`${show(item.id)}: ${length}`);
      }
      report.pass(`${field} as ${of.operationId} lists them (${counted.join(', ')})`, read);
    }),
};
