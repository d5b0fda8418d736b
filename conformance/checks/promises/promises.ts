/**
 * What the promise checks share: the contract's `x-promises` of an operation (openapi/CONVENTIONS.md
 * "Promises", openapi/promises.schema.json), the items a promise is about, and how a promise's outcome
 * is reported: under its check and operation, the message starting with the promise's id, and every
 * promise the run could not check listed with why (summary.json, summary.md, junit.xml, annotations).
 */
import type { ContractOperation } from '../../contract/contract';
import type { Exchange } from '../../http/exchange';
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { paramsFor } from '../../engine/steps';
import { throttleAnswered } from '../../engine/throttle-answer';
import type {
  ContractPromise as GeneratedPromise,
  PromiseKind,
} from '../../../src/generated/promises';
import type { CheckName } from '../../engine/check-names';

export type { PromiseKind };

/** The check a kind of promise reports under, `promise-<kind>`: a kind with no check of that name is a type error. */
export const checkOfKind = (kind: PromiseKind): CheckName => `promise-${kind}`;

/** One promise as the contract writes it (the generated type); kind-specific fields are read where they are used. */
export interface ContractPromise extends GeneratedPromise {
  readonly list?: string;
}

export type Row = Record<string, unknown>;

export function promisesOf(op: ContractOperation, kind: PromiseKind): ContractPromise[] {
  const all = (op.object as { 'x-promises'?: ContractPromise[] })['x-promises'] ?? [];
  return all.filter((p) => p.kind === kind);
}

/** The scope of a promise check: the operations with a promise of its kind. */
export const hasPromise = (kind: PromiseKind) => (op: ContractOperation) =>
  promisesOf(op, kind).length > 0;

/** The scope of a check that claims named promises: the operations carrying any of them. */
export const hasPromiseId = (ids: readonly string[]) => (op: ContractOperation) =>
  ((op.object as { 'x-promises'?: ContractPromise[] })['x-promises'] ?? []).some((p) =>
    ids.includes(p.id),
  );

/** A dot path into a record (`author.id`, `messages.data`). */
export function fieldAt(value: unknown, path: string): unknown {
  let at: unknown = value;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Row)[key];
  }
  return at;
}

/** The array a promise is about in an answer (`list`, `data` when left out), or null. */
export function itemsOf(exchange: Exchange | undefined, list = 'data'): Row[] | null {
  const value = fieldAt(exchange?.response?.json, list);
  return Array.isArray(value) ? (value as Row[]) : null;
}

/** The query a promise's `when` sets (`body.*` values are the body's, left out here). */
export function whenQuery(promise: ContractPromise): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(promise.when ?? {}))
    if (!key.startsWith('body.') && value !== null) query[key] = String(value);
  return query;
}

/** The `when` values the body must carry (`body.is_pinned: true` → `{ is_pinned: true }`). */
export function whenBody(promise: ContractPromise): Row {
  const body: Row = {};
  for (const [key, value] of Object.entries(promise.when ?? {}))
    if (key.startsWith('body.')) body[key.slice(5)] = value;
  return body;
}

/** Whether the run has a value for each of the operation's path parameters. */
export function pathReady(ctx: Context, op: ContractOperation): boolean {
  const params = paramsFor(ctx, {}, op.path);
  return op.parameters.filter((p) => p.in === 'path').every((p) => params[p.name] !== undefined);
}

/**
 * Why the operation cannot be called (a path parameter the run has no record for), naming the
 * cause the walk recorded when a chain could not make the record (e.g. createFolder's 404), or null.
 */
export function notReady(ctx: Context, op: ContractOperation): string | null {
  if (pathReady(ctx, op)) return null;
  const params = paramsFor(ctx, {}, op.path);
  const why = op.parameters
    .filter((p) => p.in === 'path' && params[p.name] === undefined)
    .map((p) => ctx.missing.get(p.name))
    .find((reason) => reason !== undefined);
  return `the run has no record to call it on${why ? `: ${why}` : ''}`;
}

/** Reports one promise under its check and operation; every message starts with the promise's id. */
export class PromiseReport {
  constructor(
    private readonly run: Run,
    readonly check: CheckName,
    readonly op: string,
    readonly promise: ContractPromise,
  ) {}

  private say(message: string): string {
    return `${this.promise.id}: ${message}`;
  }

  pass(message: string, exchange?: Exchange): void {
    this.run.results.pass(this.op, this.check, this.say(message), exchange?.id);
    this.record(true);
  }

  fail(message: string, exchange?: Exchange): void {
    // A documented throttle's 429 (a run just before, or the run's own calls, spent the limit) is
    // not the backend breaking the promise: the promise was not put to the test.
    const throttled = exchange?.operationId
      ? throttleAnswered(this.run.op(exchange.operationId), exchange)
      : null;
    if (throttled) return this.unchecked(throttled);
    this.run.results.fail(
      this.op,
      this.check,
      this.say(`${message}${this.promise.says ? ` (the contract: "${this.promise.says}")` : ''}`),
      exchange?.id,
    );
    this.record(true);
  }

  expect(ok: boolean, passed: string, failed: string, exchange?: Exchange): boolean {
    if (ok) this.pass(passed, exchange);
    else this.fail(failed, exchange);
    return ok;
  }

  /** The promise went unchecked: why, in the report and the list of unchecked promises. */
  unchecked(reason: string): void {
    this.run.results.skip(this.op, this.check, this.say(`not checked: ${reason}`));
    this.record(false, reason);
  }

  private record(checked: boolean, reason?: string): void {
    if (!this.run.selected(this.op)) return;
    const list = this.run.promises;
    const at = list.findIndex((p) => p.id === this.promise.id && p.check === this.check);
    // A promise that was checked once stays checked; a later "not checked" does not undo it.
    if (at >= 0 && list[at]!.checked) return;
    const entry = { id: this.promise.id, operationId: this.op, check: this.check, checked, reason };
    if (at >= 0) list[at] = entry;
    else list.push(entry);
  }
}

/**
 * Promises a check of their own judges (it builds the records they need, e.g. a thread with a
 * finished exchange): the kind's general check leaves them to it, except with --read-only, where
 * that check, which does not run, cannot say why they went unchecked.
 */
const claimed = new Set<string>();

export function claimPromises(ids: readonly string[]): void {
  for (const id of ids) claimed.add(id);
}

/**
 * Runs `each` for every promise of the kind on every selected operation, in contract order; a
 * promise the contract marks `unchecked` is reported with its reason and not tried.
 */
/**
 * Promise checks judged before the operations' own checks spend an ip throttle (walk/ip-throttled-first.ts):
 * in the early turn only those operations are walked for those checks, and the later turn leaves them out.
 */
const earlyTurns = new WeakMap<
  Run,
  { checks: ReadonlySet<string>; ops: ReadonlySet<string>; early: boolean }
>();

export function setEarlyTurn(
  run: Run,
  checks: ReadonlySet<string>,
  ops: ReadonlySet<string>,
  early: boolean,
): void {
  earlyTurns.set(run, { checks, ops, early });
}

function inThisTurn(run: Run, check: CheckName, operationId: string): boolean {
  const turn = earlyTurns.get(run);
  if (!turn || !turn.checks.has(check)) return !turn?.early;
  return turn.ops.has(operationId) === turn.early;
}

export async function forEachPromise(
  run: Run,
  check: CheckName,
  kind: PromiseKind,
  each: (
    op: ContractOperation,
    promise: ContractPromise,
    report: PromiseReport,
  ) => Promise<unknown>,
): Promise<void> {
  for (const op of run.contract.operations) {
    if (!run.selected(op.operationId) || !inThisTurn(run, check, op.operationId)) continue;
    for (const promise of promisesOf(op, kind)) {
      // A flow of the walk judged it already (promises/by-id.ts): its verdict stands.
      if (run.promises.some((p) => p.id === promise.id && p.check === check)) continue;
      const report = new PromiseReport(run, check, op.operationId, promise);
      if (promise.unchecked) {
        report.unchecked(`cannot be checked from outside the backend: ${promise.unchecked}`);
        continue;
      }
      if (run.options.readOnly && op.method !== 'GET') {
        report.unchecked('--read-only: unsafe operations are not called');
        continue;
      }
      if (claimed.has(promise.id)) continue;
      await each(op, promise, report);
    }
  }
}

/** Status of an answer, for messages. */
export const statusText = (exchange: Exchange | undefined): string =>
  exchange?.response
    ? String(exchange.response.status)
    : `no answer (${exchange?.error ?? 'not sent'})`;

export const isOk = (exchange: Exchange | undefined): boolean => {
  const status = exchange?.response?.status ?? 0;
  return status >= 200 && status < 300;
};

/** A short, stable rendering of a value for messages. */
export const show = (value: unknown): string => {
  const text = JSON.stringify(value);
  return text === undefined ? 'undefined' : text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

/**
 * The query for reading a list a promise is about: the promise's `when`, the largest page the
 * contract allows (`per_page`), and an example value for each required query parameter.
 */
export function listQuery(op: ContractOperation, promise: ContractPromise): Record<string, string> {
  const query: Record<string, string> = {};
  for (const parameter of op.parameters) {
    if (parameter.in !== 'query') continue;
    const schema = (parameter.schema ?? {}) as { maximum?: number };
    if (parameter.name === 'per_page') query.per_page = String(schema.maximum ?? 100);
    else if (parameter.required)
      query[parameter.name] = String(
        parameter.example ?? Object.values(parameter.examples ?? {})[0]?.value ?? 'a',
      );
  }
  return { ...query, ...whenQuery(promise) };
}
