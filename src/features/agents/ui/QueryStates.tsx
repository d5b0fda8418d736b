import type { ReactNode } from 'react';
import { errorText } from '@/features/chat/state/errors';

/** A list's loading, error (with retry) and empty states; renders children once there is something to show. */
export function ListStates({
  query,
  isEmpty,
  empty,
  loadingLabel = 'Loading…',
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  isEmpty: boolean;
  empty: ReactNode;
  loadingLabel?: string;
  children: ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="list-loading" role="status" aria-live="polite">
        <span className="sr-only">{loadingLabel}</span>
        <div className="skeleton-grid" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="skeleton-card" />
          ))}
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="alert alert-error" role="alert">
        <p>{errorText(query.error, 'Request failed')}</p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void query.refetch()}
        >
          Try again
        </button>
      </div>
    );
  }
  if (isEmpty) return <div className="empty-state">{empty}</div>;
  return <>{children}</>;
}
