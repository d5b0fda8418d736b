/**
 * Laravel's paginator envelopes. Callers sort first (the contract's order), then page here.
 */
export interface PageQuery {
  page?: number;
  per_page?: number;
}

export function paginate<T>(items: readonly T[], url: URL, query: PageQuery, defaultPerPage = 15) {
  const perPage = query.per_page ?? defaultPerPage;
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const page = query.page ?? 1;
  const start = (page - 1) * perPage;
  const data = items.slice(start, start + perPage);
  const pageUrl = (n: number) => {
    const u = new URL(url);
    u.searchParams.set('page', String(n));
    return u.toString();
  };
  const links = [
    { url: page > 1 ? pageUrl(page - 1) : null, label: '&laquo; Previous', active: false },
    ...Array.from({ length: lastPage }, (_, i) => ({
      url: pageUrl(i + 1),
      label: String(i + 1),
      active: i + 1 === page,
    })),
    { url: page < lastPage ? pageUrl(page + 1) : null, label: 'Next &raquo;', active: false },
  ];
  return {
    data,
    links: {
      first: pageUrl(1),
      last: pageUrl(lastPage),
      prev: page > 1 ? pageUrl(page - 1) : null,
      next: page < lastPage ? pageUrl(page + 1) : null,
    },
    meta: {
      current_page: page,
      from: data.length > 0 ? start + 1 : null,
      last_page: lastPage,
      links,
      path: url.toString(),
      per_page: perPage,
      to: data.length > 0 ? start + data.length : null,
      total,
    },
  };
}

/**
 * Laravel's cursor paginator over items already sorted in page order. The cursor is opaque to
 * clients: base64 JSON of the last id seen, as Laravel encodes it.
 */
export function cursorPaginate<T extends { id: number }>(
  items: readonly T[],
  url: URL,
  cursor: string | undefined,
  perPage: number,
) {
  let start = 0;
  if (cursor) {
    const decoded = decodeCursor(cursor);
    const index = decoded === null ? -1 : items.findIndex((item) => item.id === decoded.id);
    // A next cursor points after its item; a previous cursor points to the page that ends before it.
    start =
      decoded === null || index < 0 ? 0 : decoded.next ? index + 1 : Math.max(0, index - perPage);
  }
  const data = items.slice(start, start + perPage);
  const hasMore = start + perPage < items.length;
  const nextCursor = hasMore && data.length > 0 ? encodeCursor(data[data.length - 1]!.id) : null;
  const prevCursor = start > 0 && data.length > 0 ? encodeCursor(data[0]!.id, false) : null;
  const withCursor = (c: string | null) => {
    if (c === null) return null;
    const u = new URL(url);
    u.searchParams.set('cursor', c);
    return u.toString();
  };
  return {
    data,
    links: { first: null, last: null, prev: withCursor(prevCursor), next: withCursor(nextCursor) },
    meta: {
      path: url.toString(),
      per_page: perPage,
      next_cursor: nextCursor,
      prev_cursor: prevCursor,
    },
  };
}

export function encodeCursor(id: number, pointsToNext = true): string {
  return btoa(JSON.stringify({ id, _pointsToNextItems: pointsToNext })).replace(/=+$/, '');
}

function decodeCursor(cursor: string): { id: number; next: boolean } | null {
  try {
    const parsed = JSON.parse(atob(cursor)) as { id?: unknown; _pointsToNextItems?: unknown };
    return typeof parsed.id === 'number'
      ? { id: parsed.id, next: parsed._pointsToNextItems !== false }
      : null;
  } catch {
    return null;
  }
}
