/**
 * A thread with an exchange in it, made for a promise check and deleted after: the thread (through
 * the thread chain), the first user's message, and the agent's reply, read back from the thread's
 * messages while it streams or once it has ended. The mock's and Laravel's replies stream over a
 * queue, so "ended" and "streaming" are seen by polling `getThread`, bounded by the run's timeout.
 */
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call } from '../../engine/steps';
import { dataOf, type Exchange } from '../../http/exchange';
import type { ContractOperation } from '../../contract/contract';
import { CHAINS } from '../chain-table';
import { checkOfKind, fieldAt, PromiseReport, type ContractPromise, type Row } from './promises';
import { makeRecord, type Made } from './records';
import type { CheckName } from '../../engine/check-names';

const THREAD = CHAINS.find((c) => c.resource === 'thread')!;
const POLL_MS = 100;

/** A thread of the first user's, made for the check (its clean-up registered), or why not. */
export function makeThread(run: Run, ctx: Context, check: CheckName, overrides: Row = {}) {
  return makeRecord(run, ctx, THREAD, check, { folder_id: undefined, ...overrides });
}

/** Sends the first user's message to the thread (the contract's example body, no files). */
export function sendMessage(
  run: Run,
  ctx: Context,
  check: CheckName,
  thread: Made,
  extra: Row = {},
): Promise<Exchange | undefined> {
  return call(run, ctx, 'sendThreadMessage', ctx.actorA, check, {
    params: { thread: thread.id },
    json: run.data.body(run.op('sendThreadMessage'), { file_ids: undefined, ...extra }),
  });
}

/** The thread's newest page of messages as the first user reads it, with the exchange. */
export async function readMessages(
  run: Run,
  ctx: Context,
  check: CheckName,
  thread: Made,
): Promise<{ exchange: Exchange | undefined; rows: Row[] | null }> {
  const exchange = await call(run, ctx, 'getThread', ctx.actorA, check, {
    params: { thread: thread.id },
  });
  const rows = fieldAt(exchange?.response?.json, 'messages.data');
  const ok = (exchange?.response?.status ?? 0) < 300 && Array.isArray(rows);
  return { exchange, rows: ok ? (rows as Row[]) : null };
}

export const isRunning = (row: Row | undefined): boolean =>
  row?.status === 'pending' || row?.status === 'streaming';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads the thread until `found` picks a message that `done` accepts (or, without `done`, until
 * it picks one), at most for the run's timeout; the last message picked, or undefined.
 */
export async function waitForMessage(
  run: Run,
  ctx: Context,
  check: CheckName,
  thread: Made,
  found: (rows: Row[]) => Row | undefined,
  done: (row: Row) => boolean = () => true,
): Promise<Row | undefined> {
  const until = Date.now() + run.options.timeoutMs;
  let last: Row | undefined;
  for (;;) {
    const { rows } = await readMessages(run, ctx, check, thread);
    last = rows ? found(rows) : undefined;
    if ((last && done(last)) || Date.now() >= until) return last;
    await pause(POLL_MS);
  }
}

/** The agent's reply to the message `prompt` in a thread's list. */
export const replyTo =
  (prompt: unknown) =>
  (rows: Row[]): Row | undefined =>
    rows.find((row) => row.role === 'assistant' && String(row.parent_id) === String(prompt));

export const byId =
  (id: unknown) =>
  (rows: Row[]): Row | undefined =>
    rows.find((row) => String(row.id) === String(id));

/** The id of an accepted answer's record. */
export const idOf = (exchange: Exchange | undefined): unknown => dataOf(exchange)?.id;

/**
 * The reports of the promises (by id) a check judges on records of its own, for the selected
 * operations, each under its kind's check (`promise-<kind>`, as docs/promises-list.md names it);
 * `rest` reports every one not yet reported as unchecked, with why.
 */
export class ClaimedPromises {
  private readonly open = new Map<string, PromiseReport>();
  /** How many promises each operation had claimed, for the check's own outcome. */
  readonly perOperation = new Map<string, number>();

  constructor(run: Run, ids: readonly string[]) {
    for (const op of run.contract.operations) {
      if (!run.selected(op.operationId)) continue;
      for (const promise of allPromises(op)) {
        if (!ids.includes(promise.id)) continue;
        const check = checkOfKind(promise.kind);
        this.open.set(promise.id, new PromiseReport(run, check, op.operationId, promise));
        this.perOperation.set(op.operationId, (this.perOperation.get(op.operationId) ?? 0) + 1);
      }
    }
  }

  get size(): number {
    return this.open.size;
  }

  has(id: string): boolean {
    return this.open.has(id);
  }

  /** The report of one promise, once (undefined when its operation is not selected). */
  take(id: string): PromiseReport | undefined {
    const report = this.open.get(id);
    this.open.delete(id);
    return report;
  }

  rest(reason: string, ids?: readonly string[]): void {
    for (const [id, report] of [...this.open])
      if (!ids || ids.includes(id)) {
        report.unchecked(reason);
        this.open.delete(id);
      }
  }
}

function allPromises(op: ContractOperation): ContractPromise[] {
  return (op.object as { 'x-promises'?: ContractPromise[] })['x-promises'] ?? [];
}
