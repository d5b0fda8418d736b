import type { ReactNode } from 'react';

/** What QueryState reads of a react-query result. */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/** Loading, error and empty states of one query, then its content. */
export function QueryState<T>({
  query,
  empty,
  isEmpty,
  children,
}: {
  query: QueryLike<T>;
  empty: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p className="muted" role="status">
        Loading…
      </p>
    );
  }
  if (query.isError || query.data === undefined) {
    const message = query.error instanceof Error ? query.error.message : 'Request failed';
    return (
      <div className="alert alert-error" role="alert">
        <p>{message}</p>
        <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (isEmpty?.(query.data)) return <p className="empty-state">{empty}</p>;
  return <>{children(query.data)}</>;
}
