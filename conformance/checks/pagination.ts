/**
 * `pagination`: Laravel's paginator envelopes hold together. For a page-numbered list, on every page
 * the runner reads: the items fit `per_page`, a page before the last is full and the last holds the
 * rest of `total`, `current_page` is within `last_page` and `last_page` is what `total` and
 * `per_page` make, `from`/`to` number the items, and `links` (prev/next/first/last) point where they
 * should. Then every page is walked from the first (bounded: at most MAX_PAGES requests) and must
 * give `total` distinct items. For a cursor-paged list: the items fit `per_page`, and walking the
 * cursors never repeats an item. Which operations are paged is read from the contract (their 200
 * schema refers to PaginationMeta or CursorPaginationMeta).
 */
import type { ContractOperation } from '../contract/contract';
import type { Exchange } from '../http/exchange';
import type { Context } from '../engine/context';
import type { Run } from '../engine/run-state';

import { call, type StepOptions } from '../engine/steps';
import type { Check } from '../engine/check';
import { CHECK } from '../engine/check-names';

export const MAX_PAGES = 20;

export type Paging = 'pages' | 'cursor' | null;

export function pagingOf(op: ContractOperation): Paging {
  if (op.method !== 'GET') return null;
  const text = JSON.stringify(op.object.responses['200'] ?? {});
  if (text.includes('CursorPaginationMeta')) return 'cursor';
  if (text.includes('PaginationMeta')) return 'pages';
  return null;
}

interface PageBody {
  data?: unknown[];
  links?: {
    first?: string | null;
    last?: string | null;
    prev?: string | null;
    next?: string | null;
  };
  meta?: {
    current_page?: number;
    last_page?: number;
    per_page?: number;
    total?: number;
    from?: number | null;
    to?: number | null;
    next_cursor?: string | null;
    prev_cursor?: string | null;
  };
}

const pageIn = (url: string | null | undefined): number | null => {
  if (!url) return null;
  try {
    const page = new URL(url).searchParams.get('page');
    return page === null ? 1 : Number(page);
  } catch {
    return null;
  }
};

/** What is wrong with one page of a page-numbered list (empty: nothing). */
export function pageProblems(
  body: PageBody,
  requestedPage: number,
  requestedPerPage: number | null,
): string[] {
  const problems: string[] = [];
  const data = Array.isArray(body.data) ? body.data : [];
  const meta = body.meta ?? {};
  const links = body.links ?? {};
  const { current_page: page, last_page: last, per_page: perPage, total, from, to } = meta;
  if ([page, last, perPage, total].some((v) => typeof v !== 'number'))
    return ['meta lacks current_page, last_page, per_page or total'];
  if (requestedPerPage !== null && perPage !== requestedPerPage)
    problems.push(`per_page ${perPage}, but ${requestedPerPage} was asked for`);
  if (page !== requestedPage)
    problems.push(`current_page ${page}, but page ${requestedPage} was asked for`);
  const expectedLast = Math.max(1, Math.ceil(total! / perPage!));
  if (last !== expectedLast)
    problems.push(
      `last_page ${last}, but total ${total} at per_page ${perPage} makes ${expectedLast}`,
    );
  if (data.length > perPage!)
    problems.push(`${data.length} items on a page of per_page ${perPage}`);
  if (data.length > 0 && page! > last!)
    problems.push(`current_page ${page} is past last_page ${last} but holds items`);
  if (page! < last! && data.length !== perPage)
    problems.push(
      `page ${page} of ${last} holds ${data.length} items, expected a full page of ${perPage}`,
    );
  if (page === last) {
    const rest = total! - (last! - 1) * perPage!;
    if (data.length !== rest)
      problems.push(
        `the last page holds ${data.length} items, but total ${total} leaves ${rest} for it`,
      );
  }
  if (data.length > 0) {
    const first = (page! - 1) * perPage! + 1;
    if (from !== first) problems.push(`from ${String(from)}, expected ${first}`);
    if (to !== first + data.length - 1)
      problems.push(`to ${String(to)}, expected ${first + data.length - 1}`);
  } else if (from != null || to != null)
    problems.push(`from/to ${String(from)}/${String(to)} on an empty page, expected null`);
  const hasNext = page! < last!;
  if (hasNext && !links.next)
    problems.push(`links.next is null, but pages remain (page ${page} of ${last})`);
  if (!hasNext && links.next) problems.push(`links.next is set on the last page`);
  if (hasNext && links.next && pageIn(links.next) !== page! + 1)
    problems.push(`links.next points to page ${pageIn(links.next)}, expected ${page! + 1}`);
  if (page! > 1 && page! <= last! && !links.prev) problems.push('links.prev is null after page 1');
  if (page === 1 && links.prev) problems.push('links.prev is set on page 1');
  if (links.first !== undefined && links.first !== null && pageIn(links.first) !== 1)
    problems.push(`links.first points to page ${pageIn(links.first)}`);
  if (links.last !== undefined && links.last !== null && pageIn(links.last) !== last)
    problems.push(`links.last points to page ${pageIn(links.last)}, expected ${last}`);
  return problems;
}

/** Every answered page of a paged list is checked (whatever check asked for it). */
export function checkPage(run: Run, op: ContractOperation, exchange: Exchange): void {
  if (pagingOf(op) !== 'pages' || exchange.response?.status !== 200) return;
  const url = new URL(exchange.request.url);
  const page = Number(url.searchParams.get('page') ?? 1);
  const perPage = url.searchParams.has('per_page')
    ? Number(url.searchParams.get('per_page'))
    : null;
  if (!Number.isInteger(page) || page < 1) return;
  const body = envelopeOf(exchange.response.json);
  if (!body) return;
  const problems = pageProblems(body, page, perPage);
  if (problems.length > 0)
    run.results.fail(
      op.operationId,
      CHECK.pagination,
      `GET ${url.pathname}${url.search}: ${problems.join('; ')}`,
      exchange.id,
    );
}

/** The paginator's envelope: the body itself, or one of its properties (a thread's `messages`). */
export function envelopeOf(json: unknown): PageBody | undefined {
  const isEnvelope = (value: unknown): value is PageBody =>
    !!value &&
    typeof value === 'object' &&
    Array.isArray((value as PageBody).data) &&
    !!(value as PageBody).meta;
  if (isEnvelope(json)) return json;
  if (!json || typeof json !== 'object') return undefined;
  return Object.values(json as Record<string, unknown>).find(isEnvelope);
}

const idOf = (row: unknown) => JSON.stringify((row as { id?: unknown })?.id ?? row);

/** Walks every page (or cursor) from the first; the items must be `total` and distinct. */
export async function walkPages(
  run: Run,
  ctx: Context,
  op: ContractOperation,
  valid: StepOptions,
): Promise<void> {
  const paging = pagingOf(op);
  if (!paging) return;
  const perPageParam = op.parameters.find((p) => p.in === 'query' && p.name === 'per_page');
  const min = Number(perPageParam?.schema?.minimum ?? 1);
  const max = Number(perPageParam?.schema?.maximum ?? 100);
  const query = { ...(valid.query ?? {}) };
  delete query.page;
  delete query.cursor;
  const get = (extra: Record<string, string | number>) =>
    call(run, ctx, op.operationId, ctx.actorA, CHECK.pagination, {
      ...valid,
      query: { ...query, ...extra },
    });
  if (paging === 'cursor') return walkCursor(run, op, get, perPageParam ? Math.max(min, 2) : null);

  // Small pages, so a short list still spans several; larger when needed to stay within the bound.
  let perPage = perPageParam ? Math.max(min, 2) : null;
  let first = await get(perPage ? { per_page: perPage } : {});
  if (!first) return;
  let body = envelopeOf(first.response?.json);
  if (first.response?.status !== 200 || !body?.meta) {
    run.results.skip(
      op.operationId,
      CHECK.pagination,
      `the first page answered ${first.response?.status ?? 'nothing'}`,
    );
    return;
  }
  const total = body.meta.total ?? 0;
  if (perPage && Math.ceil(total / perPage) > MAX_PAGES) {
    perPage = Math.min(max, Math.ceil(total / MAX_PAGES));
    first = (await get({ per_page: perPage }))!;
    body = envelopeOf(first.response?.json);
  }
  const lastPage = body?.meta?.last_page ?? 1;
  const seen = new Map<string, number>();
  const duplicates: string[] = [];
  let page = 1;
  let current: Exchange | undefined = first;
  while (current) {
    for (const row of envelopeOf(current.response?.json)?.data ?? []) {
      const id = idOf(row);
      if (seen.has(id)) duplicates.push(`${id} (pages ${seen.get(id)} and ${page})`);
      else seen.set(id, page);
    }
    const next = envelopeOf(current.response?.json)?.links?.next;
    if (!next || page >= lastPage || page >= MAX_PAGES) break;
    page++;
    current = await get({ ...(perPage ? { per_page: perPage } : {}), page });
    if (current?.response?.status !== 200) break;
  }
  const bounded = page >= MAX_PAGES && page < lastPage;
  const problems: string[] = [];
  if (duplicates.length > 0)
    problems.push(`items on more than one page: ${duplicates.slice(0, 5).join(', ')}`);
  if (!bounded && seen.size !== total)
    problems.push(
      `walking pages 1 to ${page} gave ${seen.size} distinct items, but meta.total is ${total}`,
    );
  const label = `walked ${page} of ${lastPage} pages${perPage ? ` at per_page ${perPage}` : ''}`;
  if (problems.length > 0)
    run.results.fail(
      op.operationId,
      CHECK.pagination,
      `${label}: ${problems.join('; ')}`,
      current?.id,
    );
  else
    run.results.pass(
      op.operationId,
      CHECK.pagination,
      `${label}: ${seen.size} distinct items${bounded ? ` (stopped at the bound of ${MAX_PAGES} pages)` : `, as meta.total says`}; every page's meta and links consistent`,
      first.id,
    );
}

async function walkCursor(
  run: Run,
  op: ContractOperation,
  get: (extra: Record<string, string | number>) => Promise<Exchange | undefined>,
  perPage: number | null,
): Promise<void> {
  const seen = new Set<string>();
  const problems: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  let last: Exchange | undefined;
  do {
    last = await get({ ...(perPage ? { per_page: perPage } : {}), ...(cursor ? { cursor } : {}) });
    if (!last || last.response?.status !== 200) {
      if (pages === 0) {
        run.results.skip(
          op.operationId,
          CHECK.pagination,
          `the first page answered ${last?.response?.status ?? 'nothing'}`,
        );
        return;
      }
      problems.push(`following next_cursor answered ${last?.response?.status ?? 'nothing'}`);
      break;
    }
    pages++;
    const body = envelopeOf(last.response.json) ?? {};
    const data = body.data ?? [];
    if (perPage !== null && body.meta?.per_page !== perPage)
      problems.push(`meta.per_page ${body.meta?.per_page}, but ${perPage} was asked for`);
    if (perPage !== null && data.length > perPage)
      problems.push(`${data.length} items on a page of per_page ${perPage}`);
    for (const row of data) {
      const id = idOf(row);
      if (seen.has(id)) problems.push(`item ${id} on two pages`);
      seen.add(id);
    }
    const next = body.meta?.next_cursor ?? null;
    if ((next === null) !== !body.links?.next)
      problems.push('meta.next_cursor and links.next disagree');
    if (next !== null && data.length === 0) problems.push('an empty page with a next_cursor');
    cursor = next;
  } while (cursor && pages < MAX_PAGES && problems.length === 0);
  const label = `walked ${pages} cursor page${pages === 1 ? '' : 's'}${perPage ? ` at per_page ${perPage}` : ''}`;
  if (problems.length > 0)
    run.results.fail(
      op.operationId,
      CHECK.pagination,
      `${label}: ${problems.join('; ')}`,
      last?.id,
    );
  else
    run.results.pass(
      op.operationId,
      CHECK.pagination,
      `${label}: ${seen.size} distinct items${cursor ? ` (stopped at the bound of ${MAX_PAGES} pages)` : ''}`,
      last?.id,
    );
}

export const check: Check = {
  name: CHECK.pagination,
  summary: 'every page has its envelope; walking the pages (or cursors) repeats and skips nothing',
  docs: 'every page of a page-numbered list: items within `per_page`, full pages before the last and the rest of `total` on it, `current_page` within `last_page` = ⌈`total`/`per_page`⌉, `from`/`to`, `links.first/prev/next/last`; then every page is walked from the first (at most 20 requests) and must give `total` distinct items. Cursor-paged lists: `per_page` respected, no item twice, `next_cursor` and `links.next` agree',
  phase: 'per-operation',
  appliesTo: (op) => pagingOf(op) !== null,
  perOperation: (run, ctx, { op, valid }) => walkPages(run, ctx, op, valid),
  inspectResponse: checkPage,
};
