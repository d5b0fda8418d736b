/**
 * promise-changes-only: a write changes the record it names and nothing else. The walk's accepted
 * request is sent again; the caller's other records, read through `shown_by` before and after, are
 * unchanged. With `fields: sent`, the request carries one field only, and the record's other fields
 * keep their values (a PUT that clears what it was not sent is caught).
 */
import type { Check } from '../engine/check';
import { call } from '../engine/steps';
import type { Exchange } from '../http/exchange';
import {
  fieldAt,
  forEachPromise,
  hasPromise,
  isOk,
  listQuery,
  notReady,
  pathReady,
  show,
  statusText,
  type Row,
} from './promises/promises';
import { acceptedCall, bodyOf, pathValues } from './promises/records';
import { CHECK } from '../engine/check-names';

const VOLATILE = new Set(['updated_at']);

/** id → item of a list answer, or the one record of an item answer (keyed ''). */
function records(exchange: Exchange | undefined): Map<string, Row> {
  const data = fieldAt(exchange?.response?.json, 'data');
  if (Array.isArray(data)) return new Map((data as Row[]).map((row) => [String(row.id), row]));
  return data && typeof data === 'object' ? new Map([['', data as Row]]) : new Map();
}

const comparable = (row: Row, leave: Set<string>) =>
  JSON.stringify(Object.entries(row).filter(([key]) => !VOLATILE.has(key) && !leave.has(key)));

export const check: Check = {
  name: CHECK.promiseChangesOnly,
  summary:
    'a write changes only the record it names (and, with fields: sent, only the fields sent)',
  docs: 'the `changes-only` promises (`x-promises`): a write changes only the record it names (and, with fields: sent, only the fields sent). What it checks, what it cannot and the Laravel code that keeps it: [promises.md](promises.md)',
  phase: 'after-operations',
  writes: true,
  appliesTo: hasPromise('changes-only'),
  run: (run, ctx) =>
    forEachPromise(run, check.name, 'changes-only', async (op, promise, report) => {
      const missing = notReady(ctx, op);
      if (missing) return report.unchecked(missing);
      const earlier = acceptedCall(run, ctx, op);
      const body = bodyOf(earlier);
      if (!earlier) return report.unchecked('the run made no accepted call of it to send again');
      const shownBy = run.op(String(promise.shown_by));
      if (!pathReady(ctx, shownBy))
        return report.unchecked(`the run cannot call ${shownBy.operationId}`);
      const partial = promise.fields === 'sent' && body && Object.keys(body).length > 1;
      const sentKey = body ? Object.keys(body).find((k) => typeof body[k] !== 'object') : undefined;
      if (promise.fields === 'sent' && (!body || !sentKey))
        return report.unchecked('the accepted call had no field to send alone');
      const json = partial ? { [sentKey!]: body![sentKey!] } : body;
      const read = () =>
        call(run, ctx, shownBy.operationId, ctx.actorA, check.name, {
          query: listQuery(shownBy, promise),
        });
      const before = await read();
      if (!isOk(before))
        return report.unchecked(`${shownBy.operationId} answered ${statusText(before)}`);
      const sent = await call(
        run,
        ctx,
        op.operationId,
        ctx.actorA,
        check.name,
        json ? { json } : {},
      );
      if (!isOk(sent))
        return report.unchecked(
          `sent again${partial ? ` with ${sentKey} alone` : ''}, it answered ${statusText(sent)}`,
        );
      const after = await read();
      const [was, now] = [records(before), records(after)];
      const values = new Set(pathValues(ctx, op));
      // The record the write names: by id or slug in its path (or the one record of an item answer).
      const isNamed = (id: string, row: Row) =>
        id === '' || values.has(id) || (row.slug !== undefined && values.has(String(row.slug)));
      for (const [id, row] of was) {
        const later = now.get(id);
        if (isNamed(id, row)) {
          if (promise.fields !== 'sent' || !later) continue;
          const leave = new Set(Object.keys(json ?? {}));
          if (comparable(row, leave) !== comparable(later, leave)) {
            const changed = Object.keys(row).filter(
              (k) =>
                !leave.has(k) &&
                !VOLATILE.has(k) &&
                JSON.stringify(row[k]) !== JSON.stringify(later[k]),
            );
            return report.fail(
              `sent only ${sentKey}, and ${changed.map((k) => `${k} went from ${show(row[k])} to ${show(later[k])}`).join('; ')}`,
              after,
            );
          }
        } else if (later && comparable(row, new Set()) !== comparable(later, new Set()))
          return report.fail(
            `another record changed: ${shownBy.operationId} item ${show(id)} was ${show(row)}, now ${show(later)}`,
            after,
          );
      }
      report.pass(
        promise.fields === 'sent'
          ? `sent only ${sentKey}: the record's other fields and the other records are unchanged`
          : `${was.size - 1 >= 0 ? was.size : 0} record(s) read through ${shownBy.operationId}: none but the one named changed`,
        after,
      );
    }),
};
