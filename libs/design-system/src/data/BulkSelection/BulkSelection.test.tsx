import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BulkSelection, type BulkSelectionProps } from './BulkSelection.js';

function renderBulk(props: Partial<BulkSelectionProps>) {
  const handlers = { onSelectAll: vi.fn(), onDeselectAll: vi.fn(), onSelectTrueBulk: vi.fn() };
  render(
    <BulkSelection
      selectedCount={0}
      rowCount={25}
      total={240}
      trueBulk={false}
      allowTrueBulk
      {...handlers}
      {...props}
    />,
  );
  return {
    ...handlers,
    checkbox: screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all rows' }),
  };
}

describe('BulkSelection', () => {
  it('[P4-079] header checkbox is unchecked with no selection and selects all on click', () => {
    const { checkbox, onSelectAll } = renderBulk({});
    expect(checkbox.checked).toBe(false);
    expect(checkbox.getAttribute('data-indeterminate')).toBe('false');
    fireEvent.click(checkbox);
    expect(onSelectAll).toHaveBeenCalled();
  });

  it('[P4-079] header checkbox is indeterminate with some rows selected', () => {
    const { checkbox } = renderBulk({ selectedCount: 3 });
    expect(checkbox.getAttribute('data-indeterminate')).toBe('true');
    expect(screen.getByText('3/240 rows')).toBeTruthy();
  });

  it('[P4-079] [P4-078] header checkbox is checked with every row selected and deselects all on click', () => {
    const { checkbox, onDeselectAll } = renderBulk({ selectedCount: 25 });
    expect(checkbox.checked).toBe(true);
    fireEvent.click(checkbox);
    expect(onDeselectAll).toHaveBeenCalled();
  });

  it("[P4-082] a full page selection offers 'Select {total} Rows'", () => {
    const { onSelectTrueBulk } = renderBulk({ selectedCount: 25 });
    fireEvent.click(screen.getByRole('button', { name: 'Select 240 Rows' }));
    expect(onSelectTrueBulk).toHaveBeenCalled();
  });

  it("[P4-080] [P4-081] true bulk shows '{n}/{total} rows' over the whole list", () => {
    renderBulk({ selectedCount: 25, trueBulk: true });
    expect(screen.getByText('240/240 rows')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Select 240 Rows/ })).toBeNull();
  });

  it('does not offer true bulk where the list does not allow it', () => {
    renderBulk({ selectedCount: 25, allowTrueBulk: false });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/rows$/)).toBeNull();
  });
});
