/**
 * A write that names another user's record (a folder, an agent they do not have) is refused with
 * the promise's 422 and shows nowhere: judged through the lists and reads that would show it.
 */
import type { Actor } from '../../http/actor';
import type { Context } from '../../engine/context';
import type { Run } from '../../engine/run-state';
import { call } from '../../engine/steps';
import { dataOf, type Exchange } from '../../http/exchange';
import { isOk, itemsOf, show, statusText, type PromiseReport, type Row } from './promises';
import type { CheckName } from '../../engine/check-names';

/** The answer is the promise's status, keyed `key` (with the promise's message when it states one). */
export function refusedAsPromised(
  report: PromiseReport,
  answer: Exchange | undefined,
  key: string,
  what: string,
): boolean {
  const status = answer?.response?.status;
  const errors = (answer?.response?.json as { errors?: Record<string, string[]> } | undefined)
    ?.errors;
  const said = errors?.[key]?.[0];
  const message = report.promise.message as string | undefined;
  const expected = report.promise.others_get;
  if (status === expected && said !== undefined && (message === undefined || said === message))
    return true;
  report.fail(
    `${what} got ${statusText(answer)}${said === undefined ? ` with no error keyed ${key}` : ` with ${key} "${said}"`}, expected ${String(expected)} keyed ${key}${message === undefined ? '' : ` ("${message}")`}`,
    answer,
  );
  return false;
}

/** The threads `actor` lists whose title is `title` (a title made unique for the purpose). */
export async function threadsTitled(
  run: Run,
  ctx: Context,
  check: CheckName,
  actor: Actor,
  title: string,
): Promise<{ exchange: Exchange | undefined; rows: Row[] | null }> {
  const exchange = await call(run, ctx, 'listThreads', actor, check, {
    query: { search: title, per_page: '100' },
  });
  const rows = isOk(exchange) ? itemsOf(exchange) : null;
  return { exchange, rows: rows && rows.filter((row) => row.title === title) };
}

/**
 * A thread made though refused: deleted as `actor`, and the report fails naming it. Returns
 * whether one was made.
 */
export async function madeAnyway(
  run: Run,
  ctx: Context,
  check: CheckName,
  actor: Actor,
  answer: Exchange | undefined,
): Promise<boolean> {
  if (!isOk(answer)) return false;
  const id = dataOf(answer)?.id;
  if (id !== undefined)
    await call(run, ctx, 'deleteThread', actor, check, { params: { thread: id as number } });
  return true;
}

/** After the refusal, neither list shows a thread titled `title`. */
export async function shownNowhere(
  run: Run,
  ctx: Context,
  check: CheckName,
  report: PromiseReport,
  title: string,
  actors: Actor[],
): Promise<boolean> {
  for (const actor of actors) {
    const { exchange, rows } = await threadsTitled(run, ctx, check, actor, title);
    if (!rows) {
      report.unchecked(`listThreads answered ${statusText(exchange)} for ${actor.name}`);
      return false;
    }
    if (rows.length > 0) {
      report.fail(
        `the refused thread ${show(title)} is listed for ${actor.name} (thread ${show(rows[0]!.id)})`,
        exchange,
      );
      return false;
    }
  }
  return true;
}
