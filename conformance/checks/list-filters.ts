/**
 * `list-filters`: a list filtered by a query parameter named like a property of its items
 * (`?status=pending`, `?role=member`, `?category_id=3`) holds only items with that value, and a
 * text search (`?search=`, `?q=`) for a token no record holds answers no items, and one the contract
 * calls case-insensitive finds a record by a part of it in the other case. A backend that
 * forgets the `where` (or reads the wrong input key) answers the unfiltered list, which every other
 * check accepts. Which parameters filter is read from the contract: a query parameter whose name is
 * a property of the 200 answer's `data` items. The values tried are those the unfiltered list shows
 * and, for an enum, each of its values (an empty answer is fine only for a value no item shows).
 */
import type { ContractOperation, JsonSchema } from '../contract/contract';
import { inlineRefs } from '../data/schemas';
import type { Context } from '../engine/context';
import { dataOf, isSuccess, statusOf } from '../http/exchange';
import type { Run } from '../engine/run-state';

import { call, uniqueToken, type StepOptions } from '../engine/steps';
import type { Check } from '../engine/check';
import { CHECK } from '../engine/check-names';

/** At most this many values of one parameter are tried (seen values first). */
const MAX_VALUES = 5;

type Scalar = string | number | boolean;

/** Text search parameters: no item can match a random token, so their answer must be empty. */
const SEARCH_PARAMS = ['search', 'q'];

/**
 * The query parameters of a list (a GET whose 200 answer has `data` items) that filter it: by value
 * (named like an item property) or by text (SEARCH_PARAMS), with their inlined schemas.
 */
export function filterParams(
  run: Run,
  op: ContractOperation,
): { name: string; schema: JsonSchema; description: string }[] {
  if (op.method !== 'GET') return [];
  const media = run.contract.resolveResponse(op, '200')?.content?.['application/json'];
  if (!media?.schema) return [];
  const properties = itemProperties(inlineRefs(media.schema, run.contract.document) as JsonSchema);
  if (properties.size === 0) return [];
  return op.parameters
    .filter((p) => p.in === 'query' && (SEARCH_PARAMS.includes(p.name) || properties.has(p.name)))
    .map((p) => ({
      name: p.name,
      schema: inlineRefs(p.schema ?? {}, run.contract.document) as JsonSchema,
      description: searchSemantics(op, p.name, p.description),
    }));
}

/**
 * What the contract says of a search parameter: its own description, or the operation's words about
 * it (`search` (case-insensitive substring of the name or description)).
 */
function searchSemantics(op: ContractOperation, name: string, own = ''): string {
  const text = op.object.description ?? '';
  const at = text.indexOf(`\`${name}\``);
  return `${own} ${at < 0 ? '' : text.slice(at, at + 160)}`.trim();
}

function itemProperties(schema: JsonSchema): Set<string> {
  const names = new Set<string>();
  const parts = (s: JsonSchema | undefined): JsonSchema[] =>
    s ? [s, ...((s.allOf as JsonSchema[] | undefined) ?? []).flatMap(parts)] : [];
  for (const part of parts(schema)) {
    const data = (part.properties as Record<string, JsonSchema> | undefined)?.data;
    for (const item of parts(data?.items as JsonSchema | undefined))
      for (const name of Object.keys((item.properties as object | undefined) ?? {}))
        names.add(name);
  }
  return names;
}

export async function checkListFilters(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  valid: StepOptions,
): Promise<void> {
  const params = filterParams(run, op);
  if (params.length === 0) return;
  const fetch = (query: Record<string, string>) =>
    call(run, ctx, op.operationId, ctx.actorA, CHECK.listFilters, {
      ...valid,
      query: { ...(valid.query ?? {}), ...query },
    });
  const all = await fetch({});
  const rows = dataOf<unknown>(all);
  if (!all || !isSuccess(all) || !Array.isArray(rows)) {
    run.results.skip(
      op.operationId,
      CHECK.listFilters,
      `the unfiltered list did not answer with items: ${statusOf(all)}`,
    );
    return;
  }
  for (const { name, schema, description } of params) {
    if (SEARCH_PARAMS.includes(name)) {
      await expectNoMatch(run, op, name, fetch);
      if (/case-insensitive/i.test(description))
        await expectOtherCaseMatch(
          run,
          op,
          name,
          description,
          rows as Record<string, unknown>[],
          fetch,
        );
      continue;
    }
    const values = valuesToTry(rows as Record<string, unknown>[], name, schema);
    if (values.length === 0) {
      run.results.skip(
        op.operationId,
        CHECK.listFilters,
        `no item shows a ${name} to filter by, and its schema lists none`,
      );
      continue;
    }
    const shown = new Set((rows as Record<string, unknown>[]).map((row) => String(row?.[name])));
    for (const value of values) {
      const what = `?${name}=${String(value)}`;
      const filtered = await fetch({ [name]: String(value) });
      const found = itemsOf(run, op, what, filtered);
      if (!found) continue;
      const stray = found.find((row) => String(row?.[name]) !== String(value));
      // An item the unfiltered list shows with this value must be found by it: an empty answer
      // proves nothing about a filter (a `where` on the wrong column answers nothing at all).
      const lost = found.length === 0 && shown.has(String(value));
      run.results.expect(
        stray === undefined && !lost,
        op.operationId,
        CHECK.listFilters,
        stray !== undefined
          ? `${what}: holds an item with ${name} ${JSON.stringify(stray[name])} (id ${JSON.stringify(stray.id)}): the filter is not applied`
          : lost
            ? `${what}: no items, though the unfiltered list shows one with ${name} ${String(value)}: the filter does not find what it names`
            : found.length === 0
              ? `${what}: no items (none has that ${name})`
              : `${what}: ${found.length} item(s), each with ${name} ${String(value)}`,
        filtered!.id,
      );
    }
  }
}

function valuesToTry(rows: Record<string, unknown>[], name: string, schema: JsonSchema): Scalar[] {
  const seen = rows
    .map((row) => row?.[name])
    .filter((v): v is Scalar => ['string', 'number', 'boolean'].includes(typeof v));
  const listed = Array.isArray(schema.enum)
    ? (schema.enum as unknown[]).filter((v): v is Scalar => v !== null && typeof v !== 'object')
    : [];
  return [...new Set([...seen, ...listed])].slice(0, MAX_VALUES);
}

/** A search for a token no record holds answers no items (an ignored search answers them all). */
async function expectNoMatch(
  run: Run,
  op: ContractOperation,
  name: string,
  fetch: (query: Record<string, string>) => ReturnType<typeof call>,
): Promise<void> {
  const token = `conformance-${uniqueToken()}`;
  const answer = await fetch({ [name]: token });
  const found = itemsOf(run, op, `?${name}=${token}`, answer);
  if (!found) return;
  run.results.expect(
    found.length === 0,
    op.operationId,
    CHECK.listFilters,
    found.length === 0
      ? `?${name}=${token} (a token no record holds): no items`
      : `?${name}=${token} (a token no record holds): ${found.length} item(s), the first id ${JSON.stringify(found[0]?.id)}: the search is not applied`,
    answer!.id,
  );
}

/**
 * A search the contract calls case-insensitive finds an item by a part of one of the fields it names
 * (its longest word, so the part is the item's own) written in the other case.
 */
async function expectOtherCaseMatch(
  run: Run,
  op: ContractOperation,
  name: string,
  description: string,
  rows: Record<string, unknown>[],
  fetch: (query: Record<string, string>) => ReturnType<typeof call>,
): Promise<void> {
  const named = Object.keys(rows[0] ?? {}).filter(
    (key) => key !== 'id' && new RegExp(`\\b${key}\\b`, 'i').test(description),
  );
  const fields = named.length > 0 ? named : ['name', 'title'];
  const target = rows
    .flatMap((row) => fields.map((field) => ({ row, field, part: longestWord(row[field]) })))
    .find((t) => t.part !== null);
  if (!target) {
    run.results.skip(
      op.operationId,
      CHECK.listFilters,
      `?${name} is case-insensitive, but no item shows a word with letters in ${fields.join(' or ')} to search for`,
    );
    return;
  }
  const swapped = swapCase(target.part!);
  const what = `?${name}=${swapped} (a part of item ${JSON.stringify(target.row.id)}'s ${target.field} ${JSON.stringify(target.row[target.field])} in the other case)`;
  const answer = await fetch({ [name]: swapped });
  const found = itemsOf(run, op, what, answer);
  if (!found) return;
  const ok = found.some((row) => String(row.id) === String(target.row.id));
  run.results.expect(
    ok,
    op.operationId,
    CHECK.listFilters,
    ok
      ? `${what}: finds it, as the contract's case-insensitive search should`
      : `${what}: does not find it, but the contract calls the search case-insensitive ("${description.slice(0, 120)}"): compare lower-cased (or use a case-insensitive collation)`,
    answer!.id,
  );
}

function longestWord(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const words = value.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3 && swapCase(w) !== w);
  return words.sort((a, b) => b.length - a.length)[0] ?? null;
}

const swapCase = (text: string) =>
  [...text].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');

/** The items of a filtered list's answer, or null once its failure is reported. */
function itemsOf(
  run: Run,
  op: ContractOperation,
  what: string,
  exchange: Awaited<ReturnType<typeof call>>,
): Record<string, unknown>[] | null {
  const items = dataOf<unknown>(exchange);
  if (exchange && isSuccess(exchange) && Array.isArray(items))
    return items as Record<string, unknown>[];
  run.results.fail(
    op.operationId,
    CHECK.listFilters,
    `${what}: expected 200 with items, got ${statusOf(exchange)}`,
    exchange?.id,
  );
  return null;
}

export const check: Check = {
  name: CHECK.listFilters,
  summary:
    "a list's filter and search parameters narrow it to matching rows (and search ignores case)",
  docs: "a list filtered by a query parameter named like a property of its items (`?status=`, `?role=`, `?payment_status=`, `?category_id=`, `?folder_id=` …, read from the contract) holds only items with that value: each value the unfiltered list shows and each value of the parameter's enum (at most 5), an empty answer allowed only for a value no item of the unfiltered list shows; a text search (`?search=`, `?q=`) for a random token no record holds answers no items; and a search the contract calls case-insensitive (in the parameter's or the operation's description) finds an item by the longest word of a field it names, written in the other case. A `where` forgotten, the wrong input key read, or a case-sensitive `LIKE` is caught",
  phase: 'per-operation',
  appliesTo: (op, run) => filterParams(run, op).length > 0,
  perOperation: (run, ctx, { op, valid }) => checkListFilters(run, ctx, op, valid),
};
