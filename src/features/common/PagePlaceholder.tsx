import { Link } from 'react-router';
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

/** For council-scoped pages when the user has no current council. */
export function NoCouncil() {
  return (
    <div className="empty-state">
      <p>You are not a member of a council yet.</p>
      <p>
        <Link className="link" to="/auth/join" reloadDocument>
          Join with a code
        </Link>{' '}
        or{' '}
        <Link className="link" to="/auth/request_join" reloadDocument>
          ask to join a council
        </Link>
        .
      </p>
    </div>
  );
}

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/** A list of the current council as a table, with the no-council, loading, error and empty states. */
export function CouncilTable<Row extends { id: number }>({
  council,
  query,
  empty,
  columns,
}: {
  council: number | null;
  query: QueryLike<{ data: Row[] }>;
  empty: string;
  columns: Column<Row>[];
}) {
  if (council === null) return <NoCouncil />;
  return (
    <QueryState query={query} empty={empty} isEmpty={(d) => d.data.length === 0}>
      {({ data }) => (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((row) => (
                <tr key={row.id}>
                  {columns.map((column) => (
                    <td key={column.header}>{column.cell(row)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </QueryState>
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
