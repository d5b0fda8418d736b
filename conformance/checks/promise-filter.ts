/**
 * promise-filter: a filter parameter narrows a list to the items whose field has the value asked
 * for (`mode: equals`; `values` maps a parameter value such as `none` to the field's null), and
 * hides none of them: an item the unfiltered list shows with that value is in the filtered one.
 */
import type { Check } from '../engine/check';
import { call } from '../engine/steps';
import {
  fieldAt,
  forEachPromise,
  hasPromise,
  isOk,
  itemsOf,
  listQuery,
  notReady,
  show,
  statusText,
  type Row,
} from './promises/promises';
import { CHECK } from '../engine/check-names';

export const check: Check = {
  name: CHECK.promiseFilter,
  summary: 'a filter parameter shows exactly the items whose field has the value asked for',
  docs: 'the `filter` promises (`x-promises`): a filter parameter shows exactly the items whose field has the value asked for. What it checks, what it cannot and the Laravel code that keeps it: [promises.md](promises.md)',
  phase: 'after-operations',
  appliesTo: hasPromise('filter'),
  run: (run, ctx) =>
    forEachPromise(run, check.name, 'filter', async (op, promise, report) => {
      const missing = notReady(ctx, op);
      if (missing) return report.unchecked(missing);
      const param = String(promise.param);
      const field = String(promise.field);
      const list = promise.list ?? 'data';
      const query = listQuery(op, promise);
      const all = await call(run, ctx, op.operationId, ctx.actorA, check.name, { query });
      const items = itemsOf(all, list);
      if (!isOk(all) || !items)
        return report.unchecked(
          `no list to filter: the unfiltered call answered ${statusText(all)}`,
        );
      const aliases = Object.entries((promise.values as Row | undefined) ?? {});
      const schema = (op.parameters.find((p) => p.name === param)?.schema ?? {}) as {
        enum?: unknown[];
      };
      // A value the list shows (so the filtered list cannot be empty), else one the parameter allows.
      const shown = items.map((item) => fieldAt(item, field)).find((v) => v !== undefined);
      const asParam = (value: unknown) =>
        aliases.find(([, v]) => v === value)?.[0] ?? (value === null ? undefined : String(value));
      const wanted = shown !== undefined ? shown : schema.enum?.[0];
      const value = asParam(wanted);
      if (value === undefined)
        return report.unchecked(
          `no value of ${field} to filter by (the first user's list is empty)`,
        );
      const meant = aliases.find(([alias]) => alias === value)?.[1] ?? wanted;
      const filtered = await call(run, ctx, op.operationId, ctx.actorA, check.name, {
        query: { ...query, [param]: value },
      });
      const rows = itemsOf(filtered, list);
      if (!isOk(filtered) || !rows)
        return report.fail(
          `${param}=${value} answered ${statusText(filtered)}, expected the filtered list`,
          filtered,
        );
      const same = (v: unknown) => v === meant || String(v) === String(meant);
      const stray = rows.find((row) => !same(fieldAt(row, field)));
      if (stray)
        return report.fail(
          `${param}=${value} shows item ${show(stray.id)} whose ${field} is ${show(fieldAt(stray, field))}`,
          filtered,
        );
      const expected = items.filter((item) => same(fieldAt(item, field))).map((item) => item.id);
      const got = new Set(rows.map((row) => row.id));
      const hidden = expected.filter((id) => !got.has(id));
      // Only a full first page proves absence (the filtered list may page differently otherwise).
      const full = items.length < Number(query.per_page ?? Infinity);
      if (full && hidden.length > 0)
        return report.fail(
          `${param}=${value} hides item(s) ${show(hidden)} whose ${field} is ${show(meant)}`,
          filtered,
        );
      report.pass(
        `${param}=${value}: ${rows.length} item(s), each with ${field} ${show(meant)}`,
        filtered,
      );
    }),
};
