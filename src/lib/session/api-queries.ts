/**
 * Generated query keys start with the API path: only those queries hold the backend's answers, a
 * user's data (cleared between users, kept with the tab's screen).
 */
export function isApiQueryKey(key: readonly unknown[]): boolean {
  const head = key[0];
  return typeof head === 'string' && head.startsWith('/');
}

/** The same rule for a query, as TanStack Query's filters pass it. */
export function isApiQuery(query: { queryKey: readonly unknown[] }): boolean {
  return isApiQueryKey(query.queryKey);
}
