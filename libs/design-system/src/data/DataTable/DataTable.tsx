import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Key, ReactNode } from 'react';
import type { SortState } from '../SortableColumnHeader/sort-cycle.js';
import { SortableColumnHeader } from '../SortableColumnHeader/SortableColumnHeader.js';
import { DataTablePager, type DataTablePaging } from './DataTablePager.js';

export interface DataTableColumn<Row, SortKey extends string = string> {
  key: string;
  header: ReactNode;
  /** The column's sort[by]; without it the header is plain text. */
  sortBy?: SortKey;
  sortTooltip?: string;
  /** Shown after the header's label, e.g. a toggle of the column's detail. */
  headerAction?: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: TableCellProps['align'];
  /** A narrow column of checkboxes (the bulk selection). */
  padding?: TableCellProps['padding'];
  /** Left out below 600 px, where the table must fit a phone. */
  hideOnPhone?: boolean;
}

export interface DataTableProps<Row, SortKey extends string = string> {
  /** The table's accessible name. */
  label: string;
  columns: readonly DataTableColumn<Row, SortKey>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Rows drawn as selected. */
  rowSelected?: (row: Row) => boolean;
  size?: 'small' | 'medium';
  sort?: SortState | null;
  /** A click on a sortable header: its sort[by], and the sort the none -> asc -> desc -> none cycle gives (P4-050). */
  onSort?: (by: SortKey, next: SortState | null) => void;
  /** A load is in flight: the table is aria-busy, `loadingSlot` shows above it. */
  loading?: boolean;
  /** Sorting and paging ignore clicks while loading (P4-052). */
  lockWhileLoading?: boolean;
  /** Above the table while loading, e.g. a LoadingBar. */
  loadingSlot?: ReactNode;
  /** In place of the table while loading with no rows yet, e.g. a TableSkeleton. */
  placeholderSlot?: ReactNode;
  /** In place of the table and its pager when the list failed to load. */
  errorSlot?: ReactNode;
  /** In place of the table and its pager when there is nothing to list. */
  emptySlot?: ReactNode;
  paging?: DataTablePaging;
}

const PHONE_HIDDEN = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * A sortable, paged table on plain props: columns as config, the list's sort and page from its owner.
 * It scrolls sideways inside its own box, so a phone's page never does.
 */
export function DataTable<Row, SortKey extends string = string>(props: DataTableProps<Row, SortKey>) {
  const { columns, rows, loading = false, sort = null } = props;
  const locked = loading && Boolean(props.lockWhileLoading);
  const blocking = props.errorSlot ?? props.emptySlot;
  if (blocking) return <>{blocking}</>;

  const table =
    loading && rows.length === 0 && props.placeholderSlot ? (
      props.placeholderSlot
    ) : (
      <TableContainer>
        <Table size={props.size} aria-label={props.label} aria-busy={loading || undefined}>
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const cellProps = { align: column.align, sx: column.hideOnPhone ? PHONE_HIDDEN : undefined };
                const { sortBy } = column;
                return sortBy ? (
                  <SortableColumnHeader
                    key={column.key}
                    {...cellProps}
                    column={sortBy}
                    label={column.header}
                    sort={sort}
                    loading={locked}
                    tooltip={column.sortTooltip}
                    onSort={(next) => props.onSort?.(sortBy, next)}
                  >
                    {column.headerAction}
                  </SortableColumnHeader>
                ) : (
                  <TableCell key={column.key} {...cellProps} padding={column.padding}>
                    {column.header}
                    {column.headerAction}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={props.rowKey(row)} hover selected={props.rowSelected?.(row) ?? false}>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.align}
                    padding={column.padding}
                    sx={column.hideOnPhone ? PHONE_HIDDEN : undefined}
                  >
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );

  return (
    <Stack spacing={2}>
      {loading ? props.loadingSlot : null}
      {table}
      {props.paging ? <DataTablePager paging={locked ? { ...props.paging, disabled: true } : props.paging} /> : null}
    </Stack>
  );
}
