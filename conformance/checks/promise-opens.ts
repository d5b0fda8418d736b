/**
 * promise-opens: an item's cursor opens the page of another operation that holds the item
 * (openapi/CONVENTIONS.md, kind `opens`): a message search result's `cursor` opens a `getThread`
 * page that lists the message. The check sends the walk's accepted call again as the first user
 * (when it finds nothing, it sends a message of its own and searches for its words) and, for a few
 * of the items (those with a cursor first, and one without), calls `shown_by` with the item's path
 * values, its cursor (none when it is null: the first page) and the promise's `per_page`: the page
 * must list the item by `id`.
 */
import type { Check } from '../engine/check';
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';
import { call } from '../engine/steps';
import { CHECK } from '../engine/check-names';
import { dataOf } from '../http/exchange';
import {
  fieldAt,
  forEachPromise,
  hasPromise,
  isOk,
  itemsOf,
  show,
  statusText,
  type ContractPromise,
  type PromiseReport,
  type Row,
} from './promises/promises';
import { acceptedCall, type Made } from './promises/records';
import { makeThread, sendMessage } from './promises/thread-exchange';

/** How many items are followed: each costs a call. */
const FOLLOWED = 4;

/** A thread of the first user's with a message in it, and the query that finds that message. */
async function messageToFind(
  run: Run,
  ctx: Context,
): Promise<{ thread: Made; query: Record<string, string> } | string> {
  const thread = await makeThread(run, ctx, CHECK.promiseOpens);
  if (typeof thread === 'string') return thread;
  const sent = await sendMessage(run, ctx, CHECK.promiseOpens, thread);
  const content = String(dataOf(sent)?.content ?? '');
  const words = content.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 5);
  if (!isOk(sent) || words.length === 0) {
    await thread.remove();
    return `sending a message to find answered ${statusText(sent)}`;
  }
  return { thread, query: { q: words.slice(0, 2).join(' ') } };
}

/** Each followed item is listed on the page its cursor opens. */
async function follow(
  run: Run,
  ctx: Context,
  opId: string,
  promise: ContractPromise,
  report: PromiseReport,
  items: Row[],
): Promise<void> {
  const field = String(promise.field);
  const withCursor = items.filter((item) => fieldAt(item, field) != null);
  const followed = [
    ...withCursor.slice(0, FOLLOWED - 1),
    ...items.filter((item) => fieldAt(item, field) == null).slice(0, 1),
  ];
  const shownBy = String(promise.shown_by);
  const mapping = promise.params as Record<string, string>;
  let last;
  for (const item of followed) {
    const cursor = fieldAt(item, field);
    const params = Object.fromEntries(
      Object.entries(mapping).map(([param, from]) => [param, fieldAt(item, from) as number]),
    );
    last = await call(run, ctx, shownBy, ctx.actorA, CHECK.promiseOpens, {
      params,
      query: {
        ...(cursor != null && { cursor: String(cursor) }),
        ...(promise.per_page !== undefined && { per_page: Number(promise.per_page) }),
      },
    });
    const rows = itemsOf(last, promise.list ?? 'data');
    const what = `${opId} item ${show(item.id)} (${field} ${show(cursor)})`;
    if (!isOk(last) || !rows)
      return report.fail(`${what}: ${shownBy} ${show(params)} answered ${statusText(last)}`, last);
    if (!rows.some((row) => String(row.id) === String(item.id)))
      return report.fail(
        `${what}: the ${shownBy} page it opens (${show(params)}, ${cursor == null ? 'the first page' : 'its cursor'}) lists ids ${show(rows.map((row) => row.id))}, not the item`,
        last,
      );
  }
  report.pass(
    `${followed.length} item(s) of ${opId} (${withCursor.length} with a ${field}) each listed on the ${shownBy} page their ${field} opens`,
    last,
  );
}

export const check: Check = {
  name: CHECK.promiseOpens,
  summary: "an item's cursor opens the page of another operation that holds the item",
  docs: "the `opens` promises (`x-promises`): an item's cursor opens the page of another operation that holds the item (a message search result's `cursor`, a `getThread` page listing the message). What it checks, what it cannot and the Laravel code that keeps it: [promises.md](promises.md)",
  phase: 'after-operations',
  writes: true,
  appliesTo: hasPromise('opens'),
  run: (run, ctx) =>
    forEachPromise(run, CHECK.promiseOpens, 'opens', async (op, promise, report) => {
      const earlier = acceptedCall(run, ctx, op);
      const search = (query: Record<string, string>) =>
        call(run, ctx, op.operationId, ctx.actorA, CHECK.promiseOpens, { query });
      let answer = earlier
        ? await search(Object.fromEntries(new URL(earlier.request.url).searchParams))
        : undefined;
      let made: Made | undefined;
      try {
        // Nothing the walk's query finds: a message the check sends itself.
        if (!itemsOf(answer)?.length) {
          const found = await messageToFind(run, ctx);
          if (typeof found === 'string') return report.unchecked(found);
          made = found.thread;
          answer = await search(found.query);
        }
        const items = itemsOf(answer);
        if (!isOk(answer) || !items?.length)
          return report.unchecked(
            `${op.operationId} answered ${statusText(answer)}, with no item to follow`,
          );
        await follow(run, ctx, op.operationId, promise, report, items);
      } finally {
        await made?.remove();
      }
    }),
};
