/**
 * The console's one table setup (@tanstack/react-table v9): client-side sorting of the rows a page
 * shows; filtering and paging belong to the server and live in the URL.
 */
import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

export const consoleTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    basic: sortFn_basic,
    datetime: sortFn_datetime,
    text: sortFn_text,
  },
  columnMeta: {} as { className?: string },
});

export type ConsoleFeatures = typeof consoleTableFeatures;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns keep each TValue, as the library's own helper does
export type ConsoleColumns<Row extends RowData> = ColumnDef<ConsoleFeatures, Row, any>[];

export const columnHelper = <Row extends RowData>() => createColumnHelper<ConsoleFeatures, Row>();
