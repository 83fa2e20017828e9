import type { Meta, StoryObj } from '@storybook/react-vite';
import { CardSkeleton, ListSkeleton, TableSkeleton } from './Skeletons.js';

const meta = {
  title: 'States/Skeletons',
  component: TableSkeleton,
} satisfies Meta<typeof TableSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Table: Story = { args: { rows: 6, columns: 5 } };

export const List: Story = { render: () => <ListSkeleton rows={4} /> };

export const Cards: Story = { render: () => <CardSkeleton count={6} /> };
