import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { nextSort, type SortState } from './sort-cycle.js';

export interface SortableColumnHeaderProps {
  /** The sort[by] value of this column. */
  column: string;
  label: ReactNode;
  /** The table's current sort (null when unsorted). */
  sort: SortState | null;
  /** The table's sort after the click (null = back to unsorted). */
  onSort: (next: SortState | null) => void;
  /** While the list loads, clicks and tooltips are ignored (P4-052). */
  loading?: boolean;
  tooltip?: string;
  align?: TableCellProps['align'];
  sx?: TableCellProps['sx'];
  /** Shown after the sort button, inside the header cell (e.g. a toggle of the column's detail). */
  children?: ReactNode;
}

export function SortableColumnHeader({
  column,
  label,
  sort,
  onSort,
  loading = false,
  tooltip,
  align,
  sx,
  children,
}: SortableColumnHeaderProps) {
  const order = sort?.by === column ? sort.order : undefined;
  const sortLabel = (
    <TableSortLabel
      active={order !== undefined}
      direction={order ?? 'asc'}
      aria-disabled={loading || undefined}
      onClick={() => {
        if (!loading) onSort(nextSort(sort, column));
      }}
    >
      {label}
    </TableSortLabel>
  );
  return (
    <TableCell
      align={align}
      sx={sx}
      sortDirection={order ?? false}
      aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none'}
    >
      {tooltip ? (
        <Tooltip
          title={tooltip}
          describeChild
          disableHoverListener={loading}
          disableFocusListener={loading}
          disableTouchListener={loading}
        >
          {sortLabel}
        </Tooltip>
      ) : (
        sortLabel
      )}
      {children}
    </TableCell>
  );
}
