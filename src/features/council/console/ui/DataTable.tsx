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
                    aria-sort={
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                    }
                  >
                    {header.isPlaceholder ? null : canSort ? (
                      <button
                        type="button"
                        className="sort-button"
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {renderPart(header.column.columnDef.header, header.getContext())}
                        <span aria-hidden="true" className="sort-mark">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      renderPart(header.column.columnDef.header, header.getContext())
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
                <td
                  key={cell.id}
                  className={cell.column.columnDef.meta?.className}
                  data-label={labelOf(cell.column.columnDef.header)}
                >
                  {renderPart(cell.column.columnDef.cell, cell.getContext())}
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

/**
 * A column's header or cell, rendered by calling it rather than as a component (the library's
 * FlexRender makes a function a component type). The console's columns are inline functions,
 * rebuilt whenever something they read changes (a dictionary or the licences arriving, a
 * selection): as component types, each rebuild remounted every cell, and a role select dropped the
 * choice it had not saved yet. The renderers hold no hooks of their own; components inside them
 * (RoleCell) keep their state.
 */
function renderPart<Context>(part: unknown, context: Context): ReactNode {
  return typeof part === 'function'
    ? (part as (context: Context) => ReactNode)(context)
    : ((part ?? null) as ReactNode);
}

/** The header text shown beside a cell when the table stacks into cards on a phone. */
const labelOf = (header: unknown) => (typeof header === 'string' ? header : undefined);
