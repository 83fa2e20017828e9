import Checkbox from '@mui/material/Checkbox';
import type { ReactNode } from 'react';
import type { DataTableColumn } from './DataTable.js';

export interface SelectionColumnOptions<Row> {
  /** The header's control, e.g. a BulkSelection. */
  header: ReactNode;
  isSelected: (row: Row) => boolean;
  onToggle: (row: Row) => void;
  /** The row checkbox's accessible name, e.g. 'Select Harbor Downtown'. */
  label: (row: Row) => string;
  disabled?: boolean;
}

/** A DataTable's leading column of row checkboxes for bulk actions. */
export function selectionColumn<Row>(options: SelectionColumnOptions<Row>): DataTableColumn<Row> {
  return {
    key: 'select',
    padding: 'checkbox',
    header: options.header,
    cell: (row) => (
      <Checkbox
        checked={options.isSelected(row)}
        disabled={options.disabled}
        onChange={() => options.onToggle(row)}
        slotProps={{ input: { 'aria-label': options.label(row) } }}
      />
    ),
  };
}
