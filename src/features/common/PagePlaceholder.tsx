import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { QueryState, type QueryLike } from './QueryState';

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

export { QueryState, type QueryLike } from './QueryState';
export { formatMoney } from './money';

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
