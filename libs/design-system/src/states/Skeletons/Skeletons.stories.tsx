import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ListSkeleton } from './ListSkeleton.js';
import { CardSkeleton, TableSkeleton } from './Skeletons.js';

const meta = {
  title: 'States/Skeletons',
  component: TableSkeleton,
} satisfies Meta<typeof TableSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Table: Story = { args: { rows: 6, columns: 5 } };

export const List: Story = { render: () => <ListSkeleton rows={4} /> };

export const ListOfFixedRows: Story = {
  render: () => <ListSkeleton rows={3} rowHeight={112} label="Loading reviews" />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('progressbar', { name: 'Loading reviews' });
    await expect(within(list).getAllByTestId('list-skeleton-row')).toHaveLength(3);
    await expect(list.style.getPropertyValue('--locus-list-skeleton-row-height')).toBe('112px');
  },
};

export const Cards: Story = { render: () => <CardSkeleton count={6} /> };
