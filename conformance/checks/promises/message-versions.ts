/**
 * How the message-control promises are judged on what the thread shows: a new version of a message
 * (a regenerated reply, an edited message) replaces the earlier one in the thread's list, keeps it
 * in its `versions` (with the text it had), and lists the versions oldest first.
 */
import type { Exchange } from '../../http/exchange';
import { outOfOrder } from '../promise-order';
import {
  fieldAt,
  itemsOf,
  show,
  type ContractPromise,
  type PromiseReport,
  type Row,
} from './promises';
import { byId } from './thread-exchange';

/** `versions` of a new version, in its answer: in the order the promise states. */
export function judgeVersionOrder(
  report: PromiseReport,
  promise: ContractPromise,
  answer: Exchange | undefined,
): void {
  const items = itemsOf(answer, promise.list ?? 'data.versions');
  if (!items || items.length < 2)
    return report.unchecked(
      `the new version's answer lists ${items?.length ?? 0} version(s): nothing to compare`,
    );
  const keys = promise.by as Parameters<typeof outOfOrder>[1];
  const wrong = outOfOrder(items, keys);
  if (wrong) {
    const [at, a, b] = wrong;
    const pick = (row: Row) => show({ id: row.id, version: row.version });
    return report.fail(
      `version ${at} comes before version ${at + 1} against the order ${keys.map((k) => `${k.field} ${k.direction}`).join(', ')}: ${pick(a)} then ${pick(b)}`,
      answer,
    );
  }
  report.pass(`${items.length} versions, oldest first`, answer);
}

/** The thread's list after the new version: the earlier one is gone from it, the new one is in it. */
export function judgeReplaced(
  report: PromiseReport,
  rows: Row[],
  read: Exchange | undefined,
  earlier: Row,
  newer: Row,
  op: string,
): void {
  if (byId(earlier.id)(rows))
    return report.fail(
      `after ${op}, getThread still lists the earlier version ${show(earlier.id)} beside the new ${show(newer.id)}`,
      read,
    );
  if (!byId(newer.id)(rows))
    return report.fail(
      `after ${op}, getThread lists neither the earlier version ${show(earlier.id)} nor the new ${show(newer.id)}`,
      read,
    );
  report.pass(
    `the new version ${show(newer.id)} took ${show(earlier.id)}'s place in the list`,
    read,
  );
}

/** The new version, as the thread lists it, keeps the earlier one in `versions`, with its text. */
export function judgeKeptVersion(
  report: PromiseReport,
  rows: Row[],
  read: Exchange | undefined,
  earlier: Row,
  newer: Row,
  op: string,
): void {
  const shown = byId(newer.id)(rows);
  if (!shown)
    return report.unchecked(`getThread does not list the new version ${show(newer.id)} to read`);
  const versions = (fieldAt(shown, 'versions') as Row[] | undefined) ?? [];
  const kept = byId(earlier.id)(versions);
  if (!kept)
    return report.fail(
      `after ${op}, message ${show(newer.id)}'s versions (ids ${show(versions.map((v) => v.id))}) do not hold the earlier version ${show(earlier.id)}`,
      read,
    );
  if (kept.content !== earlier.content)
    return report.fail(
      `after ${op}, the earlier version ${show(earlier.id)} in versions has content ${show(kept.content)}, it had ${show(earlier.content)}`,
      read,
    );
  report.pass(
    `message ${show(newer.id)} keeps version ${show(earlier.id)} in versions, text unchanged`,
    read,
  );
}
