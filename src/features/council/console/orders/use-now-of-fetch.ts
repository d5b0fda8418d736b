import { useMemo } from 'react';

/**
 * "Now" as of a list's last fetch: overdue invoices are judged against it, so the columns keep
 * their identity between renders and the judgement moves on with each refetch.
 */
export function useNowOfFetch(dataUpdatedAt: number): Date {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a fresh "now" per fetch, not per render
  return useMemo(() => new Date(), [dataUpdatedAt]);
}
