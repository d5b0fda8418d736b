import type { ReactNode } from 'react';
import type { CouncilOperationId } from '@/features/common/permissions';
import { errorText, isForbidden } from './errors';

/** What QueryView reads of a react-query result. */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * Loading, error (with retry; a 403 says who may see it, without a retry that can only fail) and
 * empty states of one query, then its content.
 */
export function QueryView<T>({
  query,
  label,
  operation,
  empty,
  isEmpty,
  children,
}: {
  query: QueryLike<T>;
  /** What is loading, for the status text ("members", "orders"). */
  label: string;
  operation?: CouncilOperationId;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p className="muted console-loading" role="status">
        <span className="spinner" aria-hidden="true" /> Loading {label}…
      </p>
    );
  }
  if (query.isError || query.data === undefined) {
    const forbidden = isForbidden(query.error);
    return (
      <div className={`alert ${forbidden ? 'alert-info' : 'alert-error'}`} role="alert">
        <p>{errorText(query.error, operation)}</p>
        {forbidden ? null : (
          <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>
            Try again
          </button>
        )}
      </div>
    );
  }
  if (isEmpty?.(query.data)) return <div className="empty-state">{empty}</div>;
  return <>{children(query.data)}</>;
}
