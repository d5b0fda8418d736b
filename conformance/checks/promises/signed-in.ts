/**
 * A guest call the contract says signs the caller in (register: "the user is signed in", kind
 * `sets` on the profile): the same client, right after, reads its profile and finds the account it
 * made, with what the call set (`is_partner` for a partner). Judged by the walk's scenario on its
 * own fresh client, so no register call beyond the walk's one is spent on its throttle.
 */
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import type { Actor } from '../../http/actor';
import { dataOf, type Exchange } from '../../http/exchange';
import { call } from '../../engine/steps';
import { reportFor } from './by-id';
import { bodyOf } from './records';
import { isOk, show, statusText, type Row } from './promises';
import { unmet } from './set-values';

export async function judgeSignedIn(
  run: Run,
  ctx: Context,
  id: string,
  actor: Actor,
  write: Exchange | undefined,
): Promise<void> {
  const report = reportFor(run, id);
  if (!report || !isOk(write)) return;
  const shown_by = String(report.promise.shown_by ?? 'getProfile');
  const read = await call(run, ctx, shown_by, actor, report.check);
  const sent = bodyOf(write) ?? {};
  const set = (report.promise.set ?? {}) as Row;
  const shown = dataOf<Row>(read) ?? {};
  const problem = isOk(read)
    ? unmet(set, shown, sent)
    : `the same client's ${shown_by} answered ${statusText(read)}: not signed in`;
  const seen = Object.fromEntries(Object.keys(set).map((field) => [field, shown[field]]));
  report.expect(
    !problem,
    `after ${report.op} with ${show(sent.email)}, the same client's ${shown_by} shows ${show(seen)}`,
    `after ${report.op}: ${problem}`,
    read,
  );
}
