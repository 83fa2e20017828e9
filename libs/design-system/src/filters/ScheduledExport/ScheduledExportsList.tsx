import Link from '@mui/material/Link';
import type { ElementType } from 'react';
import { BulkSelection } from '../../data/BulkSelection/BulkSelection.js';
import { DataTable, type DataTableColumn } from '../../data/DataTable/DataTable.js';
import { selectionColumn } from '../../data/DataTable/selection-column.js';
import type { SortOrder } from '../../data/SortableColumnHeader/sort-cycle.js';
import { EmptyState } from '../../states/EmptyState/EmptyState.js';
import { ErrorState } from '../../states/ErrorState/ErrorState.js';
import { TableSkeleton } from '../../states/Skeletons/Skeletons.js';

export interface ScheduledExportsListColumn {
  key: string;
  label: string;
  /** The sort[by] value when the column sorts. */
  sortBy?: string;
}

export interface ScheduledExportsListRow {
  id: number;
  /** The export's name (its email subject), shown in the first column as a link to `href`. */
  name: string;
  /** The export's report, with its flyout in edit mode. */
  href: string;
  /** The text of every other column, by its key. */
  cells: Readonly<Record<string, string>>;
}

export interface ScheduledExportsListProps {
  columns: readonly ScheduledExportsListColumn[];
  status: 'idle' | 'loading' | 'loaded' | 'error';
  error: string | null;
  /** The server has no schedule for this user (P2-150). */
  empty: boolean;
  emptyTitle: string;
  rows: readonly ScheduledExportsListRow[];
  page: number;
  totalPages: number;
  total: number;
  /** The sort of the one sortable column, null when unsorted. */
  sortOrder: SortOrder | null;
  selected: readonly number[];
  deleting: boolean;
  /** The router's link for the names (a plain anchor without it). */
  LinkComponent?: ElementType;
  onSort: () => void;
  onPage: (page: number) => void;
  onToggleRow: (id: number) => void;
  onSelectAll: () => void;
  onDeselectAll: () => void;
  onRetry: () => void;
}

/** /settings/scheduled-exports/manage's table (P2-143, P2-144, P2-151): selectable rows, one sortable column, pages. */
export function ScheduledExportsList(props: ScheduledExportsListProps) {
  const { rows, selected, deleting } = props;
  const isSelected = (row: ScheduledExportsListRow) => selected.includes(row.id);
  const select = selectionColumn<ScheduledExportsListRow>({
    header: (
      <BulkSelection
        selectedCount={selected.length}
        rowCount={rows.length}
        total={props.total}
        trueBulk={false}
        disabled={deleting}
        onSelectAll={props.onSelectAll}
        onDeselectAll={props.onDeselectAll}
        onSelectTrueBulk={props.onSelectAll}
        checkboxLabel="Select all scheduled exports"
      />
    ),
    isSelected,
    onToggle: (row) => props.onToggleRow(row.id),
    label: (row) => `Select ${row.name}`,
    disabled: deleting,
  });
  const columns = props.columns.map(
    (column, index): DataTableColumn<ScheduledExportsListRow> => ({
      key: column.key,
      header: column.label,
      sortBy: column.sortBy,
      cell: (row) =>
        index === 0 ? (
          <Link component={props.LinkComponent ?? 'a'} href={row.href} underline="hover">
            {row.name}
          </Link>
        ) : (
          row.cells[column.key]
        ),
    }),
  );
  const sortBy = props.columns.find((column) => column.sortBy)?.sortBy;
  return (
    <DataTable
      label="Scheduled exports"
      columns={[select, ...columns]}
      rows={rows}
      rowKey={(row) => row.id}
      rowSelected={isSelected}
      sort={sortBy && props.sortOrder ? { by: sortBy, order: props.sortOrder } : null}
      onSort={props.onSort}
      // Before the first load too: its skeleton, not an empty table.
      loading={props.status === 'loading' || props.status === 'idle'}
      lockWhileLoading
      placeholderSlot={<TableSkeleton columns={props.columns.length + 1} label="Loading scheduled exports" />}
      errorSlot={props.status === 'error' ? <ErrorState message={props.error ?? ''} onRetry={props.onRetry} /> : null}
      emptySlot={props.empty ? <EmptyState title={props.emptyTitle} description="Schedule an export from a report's Schedule button." /> : null}
      paging={{ variant: 'prev-next', page: props.page, pageCount: props.totalPages, onPage: props.onPage, label: 'Scheduled export pages' }}
    />
  );
}
