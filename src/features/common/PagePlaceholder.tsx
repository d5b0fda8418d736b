import type { ReactNode } from 'react';

/** A page whose full screen another issue builds: its title, what it will hold, and live data now. */
export function PagePlaceholder({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <section className="page" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{title}</h1>
        <p className="muted">{description}</p>
      </header>
      {children}
    </section>
  );
}

/** Loading, error and empty states of one query, then its content. */
export function QueryState<T>({
  query,
  empty,
  isEmpty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
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

/** For council-scoped pages when the user has no current council. */
export function NoCouncil() {
  return (
    <div className="empty-state">
      <p>You are not a member of a council yet.</p>
      <p>
        <a className="link" href="/auth/join">
          Join with a code
        </a>{' '}
        or{' '}
        <a className="link" href="/auth/request_join">
          ask to join a council
        </a>
        .
      </p>
    </div>
  );
}

/** An amount in minor units (as the API sends prices) in the currency's format; null means free. */
export function formatMoney(minorUnits: number | null | undefined, currency: string | null | undefined): string {
  if (minorUnits === null || minorUnits === undefined) return 'Free';
  try {
    const format = new Intl.NumberFormat(undefined, { style: 'currency', currency: currency ?? 'EUR' });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minorUnits / 10 ** digits);
  } catch {
    return `${(minorUnits / 100).toFixed(2)} ${currency ?? ''}`.trim();
  }
}
