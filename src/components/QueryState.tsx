import type { ReactNode } from 'react';
import type { CouncilOperationId } from '@/lib/session/permissions';
import { errorText, isForbidden } from '@/lib/errors';

/** What QueryState reads of a react-query result. */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * The one place for a list's (or any query's) loading, error and empty states: a failure shows the
 * server's words with "Try again", except a 403, which says who may see it (from the operation's
 * `x-council-roles`) and offers no retry that can only fail; then the content.
 */
export function QueryState<T>({
  query,
  label,
  loading,
  operation,
  empty,
  isEmpty,
  children,
}: {
  query: QueryLike<T>;
  /** What is loading, for the status text ("members" → "Loading members…"). */
  label?: string;
  /** A placeholder of the content's shape (e.g. skeleton cards) instead of the status line. */
  loading?: ReactNode;
  operation?: CouncilOperationId;
  empty?: ReactNode;
  isEmpty?: boolean | ((data: T) => boolean);
  children: ReactNode | ((data: T) => ReactNode);
}) {
  if (query.isPending) {
    return (
      loading ?? (
        <p className="muted query-loading" role="status">
          <span className="spinner" aria-hidden="true" /> {label ? `Loading ${label}…` : 'Loading…'}
        </p>
      )
    );
  }
  const failure =
    query.isError || query.data === undefined ? (
      <Failure query={query} operation={operation} />
    ) : null;
  if (query.data === undefined) return failure;
  // A refetch that failed over data on screen shows above it and leaves the content in place
  // (the same element either way): replacing it unmounted a form in it, and what was typed there.
  return (
    <>
      {failure}
      {content(query.data)}
    </>
  );

  function content(data: T): ReactNode {
    if (typeof isEmpty === 'function' ? isEmpty(data) : isEmpty) {
      return typeof empty === 'string' ? (
        <p className="empty-state">{empty}</p>
      ) : (
        <div className="empty-state">{empty}</div>
      );
    }
    return <>{typeof children === 'function' ? children(data) : children}</>;
  }
}

function Failure({
  query,
  operation,
}: {
  query: QueryLike<unknown>;
  operation?: CouncilOperationId;
}) {
  const forbidden = isForbidden(query.error);
  return (
    <div className={`alert ${forbidden ? 'alert-info' : 'alert-error'}`} role="alert">
      <p>{errorText(query.error, { rule: 'council', operation })}</p>
      {forbidden ? null : (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void query.refetch()}
        >
          Try again
        </button>
      )}
    </div>
  );
}
