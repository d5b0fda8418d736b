/**
 * promise-match: a search finds what its `match` promise says and nothing else. A word of an item's
 * field, sent in another case (case-insensitive), finds that item; every item found holds the term
 * in one of the promised fields; `%` and `_` are matched as themselves (an escaped LIKE), so a
 * search for `%_` finds only items that contain it.
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
import { walkListCall } from './promises/records';
import { CHECK } from '../engine/check-names';

type Mode = 'contains' | 'prefix' | 'equals' | 'words';

function matches(value: unknown, term: string, mode: Mode, insensitive: boolean): boolean {
  if (typeof value !== 'string') return false;
  const norm = (s: string) => (insensitive ? s.toLowerCase() : s);
  const [v, t] = [norm(value), norm(term.trim())];
  if (mode === 'equals') return v === t;
  if (mode === 'prefix') return v.startsWith(t);
  if (mode === 'words') return t.split(/\s+/).every((word) => v.includes(word));
  return v.includes(t);
}

/** Another case of the term (what a case-insensitive search must still find). */
const otherCase = (term: string) =>
  term === term.toUpperCase() ? term.toLowerCase() : term.toUpperCase();

export const check: Check = {
  name: CHECK.promiseMatch,
  summary:
    'a search finds items by the promised fields and mode, in any case, with % and _ as themselves',
  docs: 'the `match` promises (`x-promises`): a search finds items by the promised fields and mode, in any case, with % and _ as themselves. What it checks, what it cannot and the Laravel code that keeps it: [promises.md](promises.md)',
  phase: 'after-operations',
  appliesTo: hasPromise('match'),
  run: (run, ctx) =>
    forEachPromise(run, check.name, 'match', async (op, promise, report) => {
      const missing = notReady(ctx, op);
      if (missing) return report.unchecked(missing);
      const param = String(promise.param);
      const fields = promise.fields as string[];
      const mode = promise.mode as Mode;
      const insensitive = promise.case === 'insensitive';
      const list = promise.list ?? 'data';
      const seedQuery = listQuery(op, promise);
      const { [param]: _example, ...query } = seedQuery;
      const search = (term: string) =>
        call(run, ctx, op.operationId, ctx.actorA, check.name, {
          query: { ...query, [param]: term },
        });
      const found = (rows: Row[], term: string) =>
        rows.filter((row) => fields.some((f) => matches(fieldAt(row, f), term, mode, insensitive)));
      const minLength =
        (op.parameters.find((p) => p.name === param)?.schema as { minLength?: number } | undefined)
          ?.minLength ?? 1;

      // Wildcards: `%_` is two characters a LIKE would treat as "anything".
      if (promise.wildcards === 'literal') {
        const term = '%_'.padEnd(Math.max(2, minLength), '_');
        const literal = await search(term);
        const rows = itemsOf(literal, list);
        if (!isOk(literal) || !rows)
          return report.fail(
            `${param}=${term} answered ${statusText(literal)}, expected a list`,
            literal,
          );
        const stray = rows.filter((row) => found([row], term).length === 0);
        if (stray.length > 0)
          return report.fail(
            `${param}=${show(term)} (literal % and _) shows ${stray.length} item(s) without it, e.g. ${show(fields.map((f) => fieldAt(stray[0], f)))}: the search's LIKE does not escape % and _`,
            literal,
          );
      }

      // Find a known item by a word of one of its fields, in the other case when case does not matter.
      const seedCall = await call(run, ctx, op.operationId, ctx.actorA, check.name, {
        query: seedQuery,
      });
      const seeded = itemsOf(seedCall, list) ?? [];
      const pool =
        seeded.length > 0 ? seeded : (itemsOf(walkListCall(run, ctx, op, seedQuery), list) ?? []);
      // Every item's first word as a term; the one the fewest items hold, so a list that shows at
      // most a few (a search capped at 20) still has room for the item it must find.
      const candidates: { row: Row; term: string }[] = [];
      for (const row of pool)
        for (const f of fields) {
          const value = fieldAt(row, f);
          if (typeof value !== 'string') continue;
          const word = value
            .split(/[^\p{L}\p{N}]+/u)
            .find((w) => w.length >= Math.max(3, minLength));
          if (!word) continue;
          const term =
            mode === 'prefix' || mode === 'equals'
              ? value.slice(0, mode === 'equals' ? undefined : word.length)
              : word;
          candidates.push({ row, term });
          break;
        }
      const holders = (term: string) => found(pool, term).length;
      const target = candidates.reduce<{ row: Row; term: string } | null>(
        (best, c) => (best === null || holders(c.term) < holders(best.term) ? c : best),
        null,
      );
      if (!target)
        return report.unchecked('no item with a word in the searched fields to search for');
      const term = insensitive ? otherCase(target.term) : target.term;
      const answer = await search(term);
      const rows = itemsOf(answer, list);
      if (!isOk(answer) || !rows)
        return report.fail(
          `${param}=${show(term)} answered ${statusText(answer)}, expected a list`,
          answer,
        );
      const stray = rows.filter((row) => found([row], term).length === 0);
      if (stray.length > 0)
        return report.fail(
          `${param}=${show(term)} shows item ${show(stray[0]!.id)} whose ${fields.join('/')} do not ${mode === 'words' ? 'hold every word of' : mode === 'contains' ? 'contain' : mode} it: ${show(fields.map((f) => fieldAt(stray[0], f)))}`,
          answer,
        );
      const targetId = target.row.id;
      const full = rows.length < Number(query.per_page ?? Infinity);
      if (targetId !== undefined && full && !rows.some((row) => row.id === targetId))
        return report.fail(
          `${param}=${show(term)} does not find item ${show(targetId)} (${show(fields.map((f) => fieldAt(target!.row, f)))})${insensitive ? ': the search is not case-insensitive' : ''}`,
          answer,
        );
      // Every word must occur: the found item's word beside one no record holds finds nothing.
      if (mode === 'words') {
        const both = `${term} zq${Date.now().toString(36)}x`;
        const partial = await search(both);
        const held = itemsOf(partial, list);
        if (!isOk(partial) || !held)
          return report.fail(
            `${param}=${show(both)} answered ${statusText(partial)}, expected a list`,
            partial,
          );
        if (held.length > 0)
          return report.fail(
            `${param}=${show(both)} shows ${held.length} item(s) (e.g. ${show(held[0]!.id)}) though no record holds its second word: the search finds records holding any word of ${param}, not every word`,
            partial,
          );
      }
      report.pass(`${param}=${show(term)} found ${rows.length} item(s), each matching`, answer);
    }),
};
