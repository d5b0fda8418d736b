import { useTable } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { consoleTableFeatures, type ConsoleColumns } from './table';

/**
 * A headless-table rendering with the console's markup: a caption, sortable column headers
 * (buttons with aria-sort), and one row per record keyed by its id.
 */
export function DataTable<Row extends { id: number | string }>({
  caption,
  columns,
  data,
  rowClassName,
  footer,
}: {
  caption: string;
  /** Keep stable (module scope or memo), as the table library asks. */
  columns: ConsoleColumns<Row>;
  data: Row[];
  rowClassName?: (row: Row) => string | undefined;
  footer?: ReactNode;
}) {
  const table = useTable({
    features: consoleTableFeatures,
    columns,
    data,
    getRowId: (row) => String(row.id),
  });
  return (
    <div className="table-wrap console-table">
      <table>
        <caption className="sr-only">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const canSort = header.column.getCanSort();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={header.column.columnDef.meta?.className}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.isPlaceholder ? null : canSort ? (
                      <button type="button" className="sort-button" onClick={header.column.getToggleSortingHandler()}>
                        <table.FlexRender header={header} />
                        <span aria-hidden="true" className="sort-mark">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={rowClassName?.(row.original)}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={cell.column.columnDef.meta?.className} data-label={labelOf(cell.column.columnDef.header)}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
    </div>
  );
}

/** The header text shown beside a cell when the table stacks into cards on a phone. */
const labelOf = (header: unknown) => (typeof header === 'string' ? header : undefined);
