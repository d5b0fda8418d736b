/**
 * timestamps: every `date-time` a response carries is UTC (`Z` or `+00:00`), and a record the run
 * makes (a 201) carries its `created_at`/`updated_at` within minutes of the server's own clock (its
 * `Date` header). A backend writing local time with a `Z` (`APP_TIMEZONE` not UTC, a column read
 * without its zone) is off by whole hours. Applies wherever the operation's documented answers hold
 * a `date-time` (read from the contract).
 */
import type { ContractOperation } from '../contract/contract';
import type { Check } from '../engine/check';
import type { Run } from '../engine/run-state';
import { inlineRefs } from '../data/schemas';
import type { Exchange } from '../http/exchange';
import { CHECK } from '../engine/check-names';

/** How far a new record's time may be from the `Date` header (clock skew, a slow request). */
const TOLERANCE_MS = 5 * 60_000;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/;
const UTC = /(Z|[+-]00:?00)$/;

const withDates = new WeakMap<ContractOperation, boolean>();

/** The operation documents a `date-time` in one of its 2xx answers. */
function hasDateTime(run: Run, op: ContractOperation): boolean {
  let known = withDates.get(op);
  if (known === undefined) {
    const answers = Object.entries(op.object.responses ?? {})
      .filter(([status]) => status.startsWith('2'))
      .map(([, answer]) => {
        const ref = (answer as { $ref?: string }).$ref;
        const name = ref?.startsWith('#/components/responses/') ? ref.split('/').pop()! : null;
        const shared = (
          run.contract.document as { components?: { responses?: Record<string, unknown> } }
        ).components?.responses;
        return name ? shared?.[name] : answer;
      });
    const inlined = JSON.stringify(inlineRefs(answers, run.contract.document));
    known = inlined.includes('"date-time"');
    withDates.set(op, known);
  }
  return known;
}

/** Every `*_at` timestamp of a JSON value, with where it is. */
function timestamps(value: unknown, path = '', depth = 0, found: [string, string][] = []) {
  if (depth > 10 || value === null || typeof value !== 'object') return found;
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const at = path ? `${path}.${key}` : key;
    if (typeof child === 'string' && key.endsWith('_at') && ISO.test(child))
      found.push([at, child]);
    else timestamps(child, at, depth + 1, found);
  }
  return found;
}

export function checkTimestamps(run: Run, op: ContractOperation, exchange: Exchange): void {
  const response = exchange.response;
  if (!response || !hasDateTime(run, op)) return;
  const found = response.json === undefined ? [] : timestamps(response.json);
  if (found.length === 0) {
    if (run.results.has(op.operationId, CHECK.timestamps)) return;
    // A chain that could not start says why the operation had no record to answer with.
    const blocked = run.blocked.get(op.operationId);
    run.results.skip(
      op.operationId,
      CHECK.timestamps,
      blocked
        ? `no record to read a timestamp from: ${blocked}`
        : `no answer the run got (${response.status} the first) carried a timestamp to judge`,
    );
    return;
  }
  const problems = found
    .filter(([, value]) => !UTC.test(value))
    .map(([at, value]) => `${at} ${value} is not UTC`);
  const date = Date.parse(String(response.headers.date ?? ''));
  if (response.status === 201 && Number.isFinite(date)) {
    const data = (response.json as { data?: unknown }).data ?? response.json;
    for (const [at, value] of timestamps(data).filter(([k]) =>
      /^(created_at|updated_at)$/.test(k),
    )) {
      const off = Date.parse(value) - date;
      if (Math.abs(off) > TOLERANCE_MS)
        problems.push(
          `the new record's ${at} ${value} is ${(off / 3_600_000).toFixed(1)} h from the server's clock (Date: ${String(response.headers.date)})`,
        );
    }
  }
  const where = `${exchange.request.method} ${new URL(exchange.request.url).pathname} → ${response.status}`;
  if (problems.length > 0)
    run.results.fail(
      op.operationId,
      CHECK.timestamps,
      `${where}: ${problems.slice(0, 3).join('; ')} (store and serialise UTC: APP_TIMEZONE=UTC, Carbon's toJSON)`,
      exchange.id,
    );
  else if (!run.results.has(op.operationId, CHECK.timestamps))
    run.results.pass(
      op.operationId,
      CHECK.timestamps,
      `${where}: ${found.length} timestamp(s) in UTC${response.status === 201 ? ', the new record at the server clock' : ''}`,
      exchange.id,
    );
}

export const check: Check = {
  name: CHECK.timestamps,
  summary:
    "timestamps are UTC, and a record the run makes is stamped within minutes of the server's Date",
  docs: "wherever an operation's documented answers hold a `date-time`, every `*_at` it answers is UTC (`Z` or `+00:00`), and a record the run makes (a 201) has its `created_at`/`updated_at` within 5 minutes of the server's own clock (its `Date` header). Local time written with a `Z` (`APP_TIMEZONE` not `UTC`, a `DATETIME` column filled in another zone) is hours off",
  phase: 'every-response',
  appliesTo: (op, run) => hasDateTime(run, op),
  inspectResponse: checkTimestamps,
};
