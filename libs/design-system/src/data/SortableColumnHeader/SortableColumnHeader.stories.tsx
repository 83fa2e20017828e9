import Table from '@mui/material/Table';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SortState } from './sort-cycle.js';
import { SortableColumnHeader, type SortableColumnHeaderProps } from './SortableColumnHeader.js';

/** A header row whose sort state lives in the story, as it would in a list's view model. */
function HeaderRow(args: SortableColumnHeaderProps) {
  const [sort, setSort] = useState<SortState | null>(args.sort);
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <SortableColumnHeader
            column="name"
            label="Name"
            sort={sort}
            onSort={setSort}
            loading={args.loading}
          />
          <SortableColumnHeader
            {...args}
            sort={sort}
            onSort={(next) => {
              args.onSort(next);
              setSort(next);
            }}
          />
        </TableRow>
      </TableHead>
    </Table>
  );
}

const meta = {
  title: 'Data/SortableColumnHeader',
  component: SortableColumnHeader,
  render: HeaderRow,
  args: { column: 'display_name', label: 'Type', sort: null, onSort: fn(), tooltip: 'Sort by export type' },
} satisfies Meta<typeof SortableColumnHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unsorted: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const header = () => canvas.getAllByRole('columnheader')[1];
    const button = canvas.getByRole('button', { name: /Type/ });
    await step('[P4-050] none -> asc -> desc -> none', async () => {
      await userEvent.click(button);
      await expect(header()).toHaveAttribute('aria-sort', 'ascending');
      await userEvent.click(button);
      await expect(header()).toHaveAttribute('aria-sort', 'descending');
      await userEvent.click(button);
      await expect(header()).toHaveAttribute('aria-sort', 'none');
    });
    await step('[P4-051] reports sort[by] and sort[order]', async () => {
      await expect(args.onSort).toHaveBeenNthCalledWith(1, { by: 'display_name', order: 'asc' });
    });
  },
};

export const Ascending: Story = { args: { sort: { by: 'display_name', order: 'asc' } } };

export const Descending: Story = { args: { sort: { by: 'display_name', order: 'desc' } } };

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Type/ }));
    await expect(args.onSort).not.toHaveBeenCalled();
  },
};
