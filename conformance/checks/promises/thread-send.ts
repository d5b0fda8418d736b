/**
 * Sending a message on a thread made for the purpose (default title, no messages): a title set by
 * hand first; a message naming another thread's file is refused and adds nothing; then a message
 * with keys it may not set, the caller's threads listed before and after: only this thread's
 * counters change, the keys show nowhere, and the title set by hand stays.
 */
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call, uniqueName } from '../../engine/steps';
import { dataOf, type Exchange } from '../../http/exchange';
import { smuggled } from '../promise-settable';
import { fieldAt, isOk, itemsOf, show, statusText, type PromiseReport, type Row } from './promises';
import type { Made } from './records';
import { refusedAsPromised } from './thread-refusals';
import { readMessages, sendMessage, type ClaimedPromises } from './thread-exchange';
import type { CheckName } from '../../engine/check-names';

/** What a message changes on its thread (and must change on no other). */
const COUNTERS = ['messages_count', 'last_message_at'];

async function threadList(run: Run, ctx: Context, check: CheckName) {
  const exchange = await call(run, ctx, 'listThreads', ctx.actorA, check, {
    query: { per_page: '100' },
  });
  const rows = isOk(exchange) ? itemsOf(exchange) : null;
  return { exchange, rows: rows && new Map(rows.map((row) => [String(row.id), row])) };
}

async function fileRefused(
  run: Run,
  ctx: Context,
  check: CheckName,
  report: PromiseReport,
  thread: Made,
  file: unknown,
): Promise<void> {
  if (file === undefined)
    return report.unchecked('could not upload a file to another thread of the user');
  const answer = await sendMessage(run, ctx, check, thread, { file_ids: [file] });
  const what = `a message naming file ${show(file)} of another of the user's threads`;
  if (isOk(answer)) return report.fail(`${what} was stored (${statusText(answer)})`, answer);
  if (!refusedAsPromised(report, answer, 'file_ids.0', what)) return;
  const { exchange, rows } = await readMessages(run, ctx, check, thread);
  if (!rows) return report.unchecked(`getThread answered ${statusText(exchange)}`);
  report.expect(
    rows.length === 0,
    `${what}: ${statusText(answer)} keyed file_ids.0, nothing added to the thread`,
    `${what} was refused, yet the thread lists ${rows.length} message(s)`,
    exchange,
  );
}

function judgeSettable(report: PromiseReport, extra: Row, answer: Exchange | undefined): void {
  const data = dataOf(answer) ?? {};
  const taken = Object.entries(extra).filter(
    ([key, value]) => JSON.stringify(data[key]) === JSON.stringify(value),
  );
  report.expect(
    taken.length === 0,
    `sent ${show(extra)}: none shows in the stored message`,
    `the body's ${taken.map(([k, v]) => `${k}: ${show(v)}`).join(', ')} (not settable) shows in the stored message: the key was assigned`,
    answer,
  );
}

function judgeOthersUnchanged(
  report: PromiseReport,
  thread: Made,
  before: Map<string, Row>,
  after: Map<string, Row>,
  read: Exchange | undefined,
): void {
  let compared = 0;
  for (const [id, earlier] of before) {
    const now = after.get(id);
    if (id === String(thread.id) || !now) continue;
    compared++;
    const changed = COUNTERS.find(
      (key) => JSON.stringify(now[key]) !== JSON.stringify(earlier[key]),
    );
    if (changed)
      return report.fail(
        `a message to thread ${show(thread.id)} changed thread ${id}'s ${changed}: ${show(earlier[changed])} -> ${show(now[changed])}`,
        read,
      );
  }
  const mine = [before.get(String(thread.id)), after.get(String(thread.id))];
  if (mine[0] && mine[1] && mine[1].messages_count === mine[0].messages_count)
    return report.fail(
      `thread ${show(thread.id)}'s messages_count stayed ${show(mine[0].messages_count)} after a message`,
      read,
    );
  if (compared === 0) return report.unchecked('the user lists no other thread to compare');
  report.pass(`${compared} other thread(s) kept ${COUNTERS.join(' and ')}`, read);
}

export async function judgeSend(
  run: Run,
  ctx: Context,
  check: CheckName,
  claims: ClaimedPromises,
  thread: Made,
  file: unknown,
): Promise<void> {
  const keeps = claims.take('updateThread/keeps-title');
  const title = uniqueName('Title set by hand');
  const titled = keeps
    ? await call(run, ctx, 'updateThread', ctx.actorA, check, {
        params: { thread: thread.id },
        json: { title },
      })
    : undefined;
  if (keeps && !isOk(titled)) keeps.unchecked(`setting the title answered ${statusText(titled)}`);
  const files = claims.take('sendThreadMessage/files-of-thread');
  if (files) await fileRefused(run, ctx, check, files, thread, file);

  const only = claims.take('sendThreadMessage/only-this-thread');
  const settable = claims.take('sendThreadMessage/settable');
  const before = only ? await threadList(run, ctx, check) : undefined;
  const current: Row = {
    role: 'user',
    status: 'completed',
    thread_id: thread.id,
    user_id: ctx.a.id,
  };
  const extra: Row = {};
  for (const key of (settable?.promise.ignored as string[] | undefined) ?? [])
    extra[key] = smuggled(key, current[key] ?? null);
  let sent = await sendMessage(run, ctx, check, thread, extra);
  if (settable && !isOk(sent)) {
    settable.unchecked(`with the extra keys it answered ${statusText(sent)}`);
    sent = await sendMessage(run, ctx, check, thread);
  } else if (settable) judgeSettable(settable, extra, sent);
  if (!isOk(sent)) {
    const why = `sending a message answered ${statusText(sent)}`;
    only?.unchecked(why);
    if (keeps && isOk(titled)) keeps.unchecked(why);
    return;
  }
  if (only) {
    const after = await threadList(run, ctx, check);
    if (!before?.rows || !after.rows)
      only.unchecked(
        `listThreads answered ${statusText(before?.rows ? after.exchange : before?.exchange)}`,
      );
    else judgeOthersUnchanged(only, thread, before.rows, after.rows, after.exchange);
  }
  if (keeps && isOk(titled)) {
    const read = await call(run, ctx, 'getThread', ctx.actorA, check, {
      params: { thread: thread.id },
    });
    const now = fieldAt(read?.response?.json, 'data.title');
    if (!isOk(read)) return keeps.unchecked(`getThread answered ${statusText(read)}`);
    keeps.expect(
      now === title,
      `the title set before the first message stayed ${show(title)}`,
      `after the first message the title set by hand ${show(title)} became ${show(now)}`,
      read,
    );
  }
}
