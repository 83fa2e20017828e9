import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListSkeleton } from './ListSkeleton.js';
import { CardSkeleton, TableSkeleton } from './Skeletons.js';

describe('Skeletons', () => {
  it('skeletons are named busy regions with the requested shape', () => {
    render(
      <>
        <TableSkeleton rows={3} columns={2} />
        <ListSkeleton rows={2} />
        <CardSkeleton count={4} />
      </>,
    );
    const table = screen.getByRole('progressbar', { name: 'Loading table' });
    expect(table.querySelectorAll('.MuiSkeleton-root')).toHaveLength((3 + 1) * 2);
    expect(
      screen.getByRole('progressbar', { name: 'Loading list' }).querySelectorAll('.locus-skeleton--circle'),
    ).toHaveLength(2);
    expect(
      screen.getByRole('progressbar', { name: 'Loading cards' }).querySelectorAll('.MuiCard-root'),
    ).toHaveLength(4);
  });

  // Rendered without a MUI theme: the list's placeholders are styled by their static stylesheet alone.
  it('the list skeleton keeps the rows the height it is given, with no MUI', () => {
    render(<ListSkeleton rows={3} rowHeight={112} label="Loading reviews" />);
    const list = screen.getByRole('progressbar', { name: 'Loading reviews' });
    expect(list.getAttribute('aria-busy')).toBe('true');
    const rows = screen.getAllByTestId('list-skeleton-row');
    expect(rows).toHaveLength(3);
    // jsdom leaves var() unresolved: the rows read the height the region sets as a custom property.
    expect(list.style.getPropertyValue('--locus-list-skeleton-row-height')).toBe('112px');
    expect(getComputedStyle(rows[0] as HTMLElement).height).toBe(
      'var(--locus-list-skeleton-row-height, auto)',
    );
    expect(list.querySelector('[class*="Mui"]')).toBeNull();
  });
});
