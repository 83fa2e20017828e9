import Table from '@mui/material/Table';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SortState } from './sort-cycle.js';
import { SortableColumnHeader, type SortableColumnHeaderProps } from './SortableColumnHeader.js';

function renderHeader(props: Partial<SortableColumnHeaderProps>) {
  const onSort = vi.fn<(next: SortState | null) => void>();
  render(
    <Table>
      <TableHead>
        <TableRow>
          <SortableColumnHeader column="display_name" label="Type" sort={null} onSort={onSort} {...props} />
        </TableRow>
      </TableHead>
    </Table>,
  );
  return {
    onSort,
    header: screen.getByRole('columnheader'),
    button: screen.getByRole('button', { name: /Type/ }),
  };
}

describe('SortableColumnHeader', () => {
  it('[P4-050] [P4-051] an unsorted column asks for sort[by]=column, sort[order]=asc', () => {
    const { onSort, button, header } = renderHeader({});
    expect(header.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(button);
    expect(onSort).toHaveBeenCalledWith({ by: 'display_name', order: 'asc' });
  });

  it('[P4-050] asc goes to desc and desc back to none', () => {
    const asc = renderHeader({ sort: { by: 'display_name', order: 'asc' } });
    expect(asc.header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(asc.button);
    expect(asc.onSort).toHaveBeenCalledWith({ by: 'display_name', order: 'desc' });
  });

  it('[P4-050] desc goes back to unsorted', () => {
    const desc = renderHeader({ sort: { by: 'display_name', order: 'desc' } });
    fireEvent.click(desc.button);
    expect(desc.onSort).toHaveBeenCalledWith(null);
  });

  it('[P4-052] ignores clicks while loading', () => {
    const { onSort, button } = renderHeader({ loading: true, tooltip: 'Sort by type' });
    fireEvent.click(button);
    expect(onSort).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });
});
