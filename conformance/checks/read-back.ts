/**
 * `update-read-back`: an update is judged by what is saved, not by its answer. Around every PUT or
 * PATCH the runner makes with valid data, it reads the record before and after — the GET of the
 * same path (the item) and the GET of the parent path (the list holding it, found by the path's last
 * id) — and every value the body set that the record shows must be shown changed in both, and in
 * the update's own answer (a controller that answers the model it loaded before saving shows the
 * old values). A body that only repeats the values the record had proves nothing (skipped, with the
 * reason). Which reads belong to an update is read from the contract's paths. The walk's updates
 * (checks/stateful-chain.ts and walk/scenarios.ts) go through updateWithReadBack.
 */
import type { ContractOperation } from '../contract/contract';
import type { Actor } from '../http/actor';
import { dataOf, isSuccess, statusOf, type Exchange } from '../http/exchange';
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';
import { call, paramsFor, type StepOptions } from '../engine/steps';
import { positive } from './positive-data';
import type { Check } from '../engine/check';
import { CHECK, type CheckName } from '../engine/check-names';

type Row = Record<string, unknown>;

export const isUpdate = (op: ContractOperation) => op.method === 'PUT' || op.method === 'PATCH';

/** The GET of the same path and the GET of the parent path (a list), where the contract has them. */
export function readersOf(
  run: Run,
  op: ContractOperation,
): { item?: ContractOperation; list?: ContractOperation; idParam?: string } {
  const item = run.contract.operations.find((o) => o.method === 'GET' && o.path === op.path);
  const last = op.path.match(/\/\{(\w+)\}$/);
  const parent = last ? op.path.slice(0, -last[0].length) : null;
  const list = parent
    ? run.contract.operations.find((o) => o.method === 'GET' && o.path === parent)
    : undefined;
  return { item, list, idParam: last?.[1] };
}

interface View {
  source: string;
  row: Row | undefined;
  exchange?: Exchange;
  /** A list read without a query known to hold the record: not finding it there proves nothing. */
  optional?: boolean;
  /** The row holds sets of ids (compared in any order). */
  sets?: boolean;
  /** The update's own answer, not a read. */
  answer?: boolean;
}

const byValue = (a: unknown, b: unknown) => (Number(a) || 0) - (Number(b) || 0);

async function views(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  actor: Actor,
  options: StepOptions,
  listQuery?: Record<string, string | number>,
): Promise<View[]> {
  const { item, list, idParam } = readersOf(run, op);
  const out: View[] = [];
  if (item) {
    const read = await call(run, ctx, item.operationId, actor, CHECK.updateReadBack, {
      params: options.params,
    });
    const data = dataOf<unknown>(read);
    // A GET of the same path that answers a list (a council agent's users) shows a set: each array
    // of ids the body sets is compared with the ids the list holds.
    if (Array.isArray(data)) {
      const ids = (data as Row[]).map((r) => r.id).sort(byValue);
      const sets = Object.entries((options.json ?? {}) as Row).filter(
        ([, value]) => Array.isArray(value) && value.every((v) => typeof v === 'number'),
      );
      if (isSuccess(read) && sets.length === 1)
        out.push({
          source: `GET ${item.path} (${item.operationId}), the ids it lists`,
          row: { [sets[0]![0]]: ids },
          exchange: read,
          sets: true,
        });
    } else
      out.push({
        source: `GET ${item.path} (${item.operationId})`,
        row: isSuccess(read) && data && typeof data === 'object' ? (data as Row) : undefined,
        exchange: read,
      });
  }
  if (list && idParam) {
    const id = paramsFor(ctx, options.params, op.path)[idParam];
    const perPage = list.parameters.some((p) => p.in === 'query' && p.name === 'per_page')
      ? { per_page: 100 }
      : undefined;
    const read = await call(run, ctx, list.operationId, actor, CHECK.updateReadBack, {
      params: options.params,
      query: listQuery ?? perPage,
    });
    const rows = dataOf<unknown>(read);
    const row = Array.isArray(rows)
      ? (rows as Row[]).find((r) => String(r.id) === String(id))
      : undefined;
    out.push({
      source: `GET ${list.path} (${list.operationId}), the row of ${idParam} ${String(id)}`,
      row,
      exchange: read,
      optional: listQuery === undefined,
    });
  }
  return out;
}

const scalar = (value: unknown) =>
  value === null ||
  ['string', 'number', 'boolean'].includes(typeof value) ||
  (Array.isArray(value) &&
    value.every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v)));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A valid update with its read-back: the positive check of the update, then the record as the reads
 * show it. Returns the update's exchange.
 */
export async function updateWithReadBack(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  actor: Actor,
  options: StepOptions,
  check: CheckName = CHECK.positiveData,
  listQuery?: Record<string, string | number>,
): Promise<Exchange | undefined> {
  const before = await views(run, ctx, op, actor, options, listQuery);
  const updated = await positive(run, ctx, op.operationId, actor, options, check);
  if (!updated || !isSuccess(updated)) {
    if (updated)
      run.results.skip(
        op.operationId,
        CHECK.updateReadBack,
        `the update itself answered ${statusOf(updated)}`,
      );
    return updated;
  }
  const reads = await views(run, ctx, op, actor, options, listQuery);
  const own = dataOf<unknown>(updated);
  if (own && typeof own === 'object' && !Array.isArray(own))
    reads.push({
      source: `the update's own answer (${op.method} ${op.path})`,
      row: own as Row,
      exchange: updated,
      answer: true,
    });
  judgeReadBack(run, op, options, before, reads);
  return updated;
}

export function judgeReadBack(
  run: Run,
  op: ContractOperation,
  options: StepOptions,
  before: View[],
  all: View[],
): void {
  const id = op.operationId;
  const after = all.filter((view) => view.row || !view.optional);
  if (after.length === 0) {
    run.results.skip(
      id,
      CHECK.updateReadBack,
      `the contract has no GET of ${op.path} nor of a list above it to read the change back`,
    );
    return;
  }
  const sent = options.json && typeof options.json === 'object' ? (options.json as Row) : {};
  const keys = Object.keys(sent).filter((key) => scalar(sent[key]));
  let compared = 0;
  let changed = 0;
  const problems: string[] = [];
  const answered: string[] = [];
  for (const [index, view] of after.entries()) {
    if (!view.row) {
      problems.push(`${view.source} does not show the record (${statusOf(view.exchange)})`);
      continue;
    }
    const found = view.answer ? answered : problems;
    const old = before[index]?.row;
    for (const key of keys) {
      if (!(key in view.row)) continue;
      compared++;
      const wanted = view.sets ? [...(sent[key] as unknown[])].sort(byValue) : sent[key];
      if (old && !same(old[key], wanted)) changed++;
      if (!same(view.row[key], wanted))
        found.push(
          `${view.source} shows ${key} ${JSON.stringify(view.row[key])}, the update set ${JSON.stringify(sent[key])}`,
        );
    }
  }
  const exchange = after.find((v) => v.exchange)?.exchange;
  if (problems.length > 0 || answered.length > 0) {
    if (problems.length > 0)
      run.results.fail(
        id,
        CHECK.updateReadBack,
        `the update answered 2xx, but it was not saved: ${problems.join('; ')}`,
        exchange?.id,
      );
    if (answered.length > 0)
      run.results.fail(
        id,
        CHECK.updateReadBack,
        `the update's own answer is not what it saved: ${answered.join('; ')} (answer the model after saving it: $model->update($data); return new Resource($model->fresh()))`,
        after.find((v) => v.answer)?.exchange?.id,
      );
    return;
  }
  if (compared === 0) {
    run.results.skip(
      id,
      CHECK.updateReadBack,
      `no field the body sets (${keys.join(', ') || 'none'}) is shown by ${after.map((v) => v.source).join(' or ')}`,
    );
    return;
  }
  if (changed === 0) {
    run.results.skip(
      id,
      CHECK.updateReadBack,
      'the body repeats the values the record had (the runner does not change this record), so reading it back proves nothing',
    );
    return;
  }
  run.results.pass(
    id,
    CHECK.updateReadBack,
    `the change (${keys.filter((k) => after.some((v) => v.row && k in v.row)).join(', ')}) is shown by ${after.map((v) => v.source).join(' and ')}`,
    exchange?.id,
  );
}

export const check: Check = {
  name: CHECK.updateReadBack,
  summary: "an update's changes read back from the record's GET and its list",
  docs: "every PUT/PATCH the run makes with valid data is checked three ways: its own answer, the GET of the same path and the list above it (the path's last id) each show every value the body set (a `fill()` without `save()`, a field missing from `$fillable`, a controller that answers the model it loaded before saving). Records the run did not create (profile, council, council agent) are put back at the end; an update that only repeats the record's values is skipped with the reason",
  phase: 'walk',
  writes: true,
  appliesTo: isUpdate,
};
