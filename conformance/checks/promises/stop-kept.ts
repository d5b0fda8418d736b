/**
 * stopThreadMessage/keeps-text: a reply seen streaming (some of its text in the thread's list) is
 * stopped; the stored reply then begins with the text seen, has the promise's `set` values
 * (`status: completed`) and `stopped_at`, and stops growing. The text is read three times apart: a
 * job that goes on streaming adds to it at every read, while one piece the job was writing as the
 * stop landed (Laravel's job between its check and its write) adds to it once at most.
 */
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call } from '../../engine/steps';
import { dataOf, type Exchange } from '../../http/exchange';
import { fieldAt, isOk, show, statusText, type PromiseReport, type Row } from './promises';
import type { Made } from './records';
import { byId, isRunning, readMessages, waitForMessage } from './thread-exchange';
import type { CheckName } from '../../engine/check-names';

const SETTLE_MS = 100;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function judgeStop(
  run: Run,
  ctx: Context,
  check: CheckName,
  report: PromiseReport,
  thread: Made,
  reply: unknown,
  /** Makes the stop (a flow may listen around it). */
  around: (send: () => Promise<Exchange | undefined>) => Promise<Exchange | undefined> = (send) =>
    send(),
): Promise<void> {
  const seen = await waitForMessage(
    run,
    ctx,
    check,
    thread,
    byId(reply),
    (row) => !isRunning(row) || String(row.content ?? '') !== '',
  );
  if (!seen) return report.unchecked(`the thread does not list reply ${show(reply)}`);
  if (!isRunning(seen))
    return report.unchecked(
      `the reply had ended (${String(seen.status)}) before the runner saw any of its text streamed`,
    );
  const text = String(seen.content);
  const stopped = await around(() =>
    call(run, ctx, 'stopThreadMessage', ctx.actorA, check, {
      params: { thread: thread.id, message: reply as number },
    }),
  );
  const answer = dataOf(stopped);
  if (!isOk(stopped) || !answer)
    return report.fail(
      `stopping reply ${show(reply)} while it streamed answered ${statusText(stopped)}`,
      stopped,
    );
  const reads: { exchange: Parameters<PromiseReport['pass']>[1]; row?: Row }[] = [];
  for (let i = 0; i < 3; i++) {
    if (i > 0) await pause(SETTLE_MS);
    const { exchange, rows } = await readMessages(run, ctx, check, thread);
    reads.push({ exchange, row: rows ? byId(reply)(rows) : undefined });
  }
  const last = reads[2]!;
  if (!last.row)
    return report.fail(
      `after the stop, getThread does not list reply ${show(reply)}: ${statusText(last.exchange)}`,
      last.exchange,
    );
  const lengths = reads.map((r) => String(r.row?.content ?? '').length);
  if (lengths[1]! > lengths[0]! && lengths[2]! > lengths[1]!)
    return report.fail(
      `after the stop the stored text kept growing (${lengths.join(', ')} characters ${SETTLE_MS} ms apart): the reply was not stopped`,
      last.exchange,
    );
  const stored = String(last.row.content ?? '');
  if (!stored.startsWith(text))
    return report.fail(
      `after the stop, the stored text ${show(stored)} does not begin with the text streamed before it ${show(text)}`,
      last.exchange,
    );
  for (const [field, value] of Object.entries((report.promise.set as Row | undefined) ?? {}))
    if (fieldAt(last.row, field) !== value)
      return report.fail(
        `after the stop, reply ${show(reply)} has ${field} ${show(fieldAt(last.row, field))}, expected ${show(value)}`,
        last.exchange,
      );
  if (answer.stopped_at == null && last.row.stopped_at == null)
    return report.unchecked(
      'the reply ended before the stop landed (stopped_at null in the answer and the list): nothing was stopped',
    );
  if (last.row.stopped_at == null)
    return report.fail(
      `the stop answered stopped_at ${show(answer.stopped_at)}, but the stored reply has none`,
      last.exchange,
    );
  report.pass(
    `reply ${show(reply)} kept the ${text.length} characters seen streaming (${stored.length} stored), with ${show(report.promise.set)} and stopped_at`,
    last.exchange,
  );
}
