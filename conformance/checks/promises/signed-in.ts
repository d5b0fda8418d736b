/**
 * A guest call the contract says signs the caller in (register: "the user is signed in", kind
 * `sets` on the profile): the same client, right after, reads its profile and finds the account it
 * made. Judged by the walk's scenario on its own fresh client.
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
  const problem = isOk(read)
    ? unmet((report.promise.set ?? {}) as Row, dataOf<Row>(read) ?? {}, sent)
    : `the same client's ${shown_by} answered ${statusText(read)}: not signed in`;
  report.expect(
    !problem,
    `after ${report.op}, the same client's ${shown_by} shows ${show(sent.email)}`,
    `after ${report.op}: ${problem}`,
    read,
  );
}
