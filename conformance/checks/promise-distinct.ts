/**
 * promise-distinct: a list never shows an item twice, across pages: the pages are walked with a
 * small page size (so a join that repeats rows, or an unstable order, shows across a page break).
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
} from './promises/promises';
import { CHECK } from '../engine/check-names';

const MAX_PAGES = 10;

export const check: Check = {
  name: CHECK.promiseDistinct,
  summary: 'a list never repeats an item, within a page or across pages',
  docs: 'the `distinct` promises (`x-promises`): a list never repeats an item, within a page or across pages. What it checks, what it cannot and the Laravel code that keeps it: [promises.md](promises.md)',
  phase: 'after-operations',
  appliesTo: hasPromise('distinct'),
  run: (run, ctx) =>
    forEachPromise(run, check.name, 'distinct', async (op, promise, report) => {
      const missing = notReady(ctx, op);
      if (missing) return report.unchecked(missing);
      const field = String(promise.field ?? 'id');
      const paged = op.parameters.some((p) => p.in === 'query' && p.name === 'page');
      const query = listQuery(op, promise);
      const perPage = op.parameters.find((p) => p.in === 'query' && p.name === 'per_page');
      const least = (perPage?.schema as { minimum?: number } | undefined)?.minimum ?? 1;
      if (paged && perPage) query.per_page = String(Math.max(2, least));
      const seen = new Map<string, number>();
      let last;
      for (let page = 1; page <= (paged ? MAX_PAGES : 1); page++) {
        const exchange = await call(run, ctx, op.operationId, ctx.actorA, check.name, {
          query: paged ? { ...query, page: String(page) } : query,
        });
        const items = itemsOf(exchange, promise.list ?? 'data');
        if (!isOk(exchange) || !items)
          return report.unchecked(
            `no list to judge: page ${page} answered ${statusText(exchange)}`,
          );
        for (const item of items) {
          const key = JSON.stringify(fieldAt(item, field));
          if (seen.has(key))
            return report.fail(
              `${field} ${show(fieldAt(item, field))} is shown twice (page ${seen.get(key)} and page ${page})`,
              exchange,
            );
          seen.set(key, page);
        }
        last = exchange;
        const meta = (exchange!.response!.json as { meta?: { last_page?: number } }).meta;
        if (items.length === 0 || !meta?.last_page || page >= meta.last_page) break;
      }
      if (seen.size === 0)
        return report.unchecked("the first user's list is empty: nothing to compare");
      report.pass(`${seen.size} items, each ${field} once`, last);
    }),
};
