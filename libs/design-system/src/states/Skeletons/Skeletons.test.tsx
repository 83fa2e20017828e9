import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardSkeleton, ListSkeleton, TableSkeleton } from './Skeletons.js';

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
      screen.getByRole('progressbar', { name: 'Loading list' }).querySelectorAll('.MuiSkeleton-circular'),
    ).toHaveLength(2);
    expect(
      screen.getByRole('progressbar', { name: 'Loading cards' }).querySelectorAll('.MuiCard-root'),
    ).toHaveLength(4);
  });
});
