/**
 * promise-order: a list comes in the order its `order` promise states (the contract's ORDER BY).
 * Strings are compared the ways a database may collate them (code points, case-folded, locale
 * base letters), and a pair counts as out of order only when it is out of order under every way the
 * promise allows, so a MySQL collation never raises a false alarm; nulls go where `nulls` says, a
 * fixed sequence (`values`) ranks by its position, `fallback` stands in for a null field.
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
import { listWithOneMore } from './promises/order-one-more';
import { CHECK } from '../engine/check-names';

interface OrderKey {
  field: string;
  direction: 'asc' | 'desc';
  case?: 'insensitive' | 'sensitive';
  nulls?: 'first' | 'last';
  fallback?: string;
  values?: unknown[];
}

type Collation = (a: string, b: string) => number;
const ordinal: Collation = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const folded: Collation = (a, b) => ordinal(a.toLowerCase(), b.toLowerCase());
const base: Collation = (a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' });

function compareKey(a: Row, b: Row, key: OrderKey, collate: Collation): number {
  const value = (row: Row) => {
    const v = fieldAt(row, key.field);
    return v === null || v === undefined ? (key.fallback ? fieldAt(row, key.fallback) : v) : v;
  };
  const va = value(a);
  const vb = value(b);
  if (key.values) {
    const rank = (v: unknown) => {
      const at = key.values!.indexOf(v);
      return at < 0 ? key.values!.length : at;
    };
    return rank(va) - rank(vb);
  }
  const nullA = va === null || va === undefined;
  const nullB = vb === null || vb === undefined;
  if (nullA || nullB) {
    if (nullA && nullB) return 0;
    // Where nulls go unless the promise says: a database's default, either end; no judgement.
    if (!key.nulls) return 0;
    return (nullA ? -1 : 1) * (key.nulls === 'first' ? 1 : -1);
  }
  let order: number;
  if (typeof va === 'number' && typeof vb === 'number') order = va - vb;
  else if (typeof va === 'boolean' && typeof vb === 'boolean') order = Number(va) - Number(vb);
  else order = collate(String(va), String(vb));
  return key.direction === 'desc' ? -order : order;
}

function compare(a: Row, b: Row, keys: OrderKey[], collate: Collation): number {
  for (const key of keys) {
    const order = compareKey(a, b, key, collate);
    if (order !== 0) return order;
  }
  return 0;
}

/** The first adjacent pair out of order under every collation the keys allow, or null. */
export function outOfOrder(items: Row[], keys: OrderKey[]): [number, Row, Row] | null {
  const insensitive = keys.some((k) => k.case === 'insensitive');
  const collations = insensitive ? [folded, base] : [ordinal, folded, base];
  for (let i = 1; i < items.length; i++) {
    const [a, b] = [items[i - 1]!, items[i]!];
    if (collations.every((collate) => compare(a, b, keys, collate) > 0)) return [i, a, b];
  }
  return null;
}

/** Siblings in appearance order, for a tree order (each item followed by its children). */
function groups(items: Row[], parent: string | undefined): Row[][] {
  if (!parent) return [items];
  const byParent = new Map<unknown, Row[]>();
  for (const item of items) {
    const key = fieldAt(item, parent) ?? null;
    byParent.set(key, [...(byParent.get(key) ?? []), item]);
  }
  return [...byParent.values()];
}

export const check: Check = {
  name: CHECK.promiseOrder,
  summary:
    'a list comes in its x-promises order (every key, direction, case, nulls, fixed sequences)',
  docs: 'the `order` promises (`x-promises`): a list comes in its x-promises order (every key, direction, case, nulls, fixed sequences). What it checks, what it cannot and the Laravel code that keeps it: [promises.md](promises.md)',
  phase: 'after-operations',
  appliesTo: hasPromise('order'),
  run: (run, ctx) =>
    forEachPromise(run, check.name, 'order', async (op, promise, report) => {
      const missing = notReady(ctx, op);
      if (missing) return report.unchecked(missing);
      const query = listQuery(op, promise);
      let exchange = await call(run, ctx, op.operationId, ctx.actorA, check.name, { query });
      let items = itemsOf(exchange, promise.list ?? 'data');
      const walked = walkListCall(run, ctx, op, query);
      const more = itemsOf(walked, promise.list ?? 'data');
      // The walk's call stands in when it found more, or when this one cannot be sent as it is
      // (login: its list is in the sign-in's answer, and a call with no credentials answers 422).
      const fewer = items && items.length < 2 && more && more.length > items.length;
      if (fewer || (more && (!isOk(exchange) || !items))) [exchange, items] = [walked, more];
      if (!isOk(exchange) || !items)
        return report.unchecked(
          `no list to judge: the first user's call answered ${statusText(exchange)}`,
        );
      if (items.length < 2) {
        const listed = await listWithOneMore(
          run,
          ctx,
          op,
          query,
          check.name,
          promise.list ?? 'data',
        );
        if (typeof listed === 'string')
          return report.unchecked(
            `the first user's list has ${items.length} item(s): nothing to compare (${listed})`,
          );
        ({ exchange, items } = listed);
      }
      const keys = promise.by as OrderKey[];
      const tree = (promise.tree as { parent?: string } | undefined)?.parent;
      for (const siblings of groups(items, tree)) {
        const wrong = outOfOrder(siblings, keys);
        if (wrong) {
          const [at, a, b] = wrong;
          const fields = keys.map((k) => k.field);
          const pick = (row: Row) =>
            show(Object.fromEntries(['id', ...fields].map((f) => [f, fieldAt(row, f)])));
          return report.fail(
            `item ${at} comes before item ${at + 1} against the order ${keys.map((k) => `${k.field} ${k.direction}`).join(', ')}: ${pick(a)} then ${pick(b)}`,
            exchange,
          );
        }
      }
      report.pass(
        `${items.length} items in order (${keys.map((k) => `${k.field} ${k.direction}`).join(', ')})`,
        exchange,
      );
    }),
};
