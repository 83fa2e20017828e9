import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../../states/EmptyState/EmptyState.js';
import { ErrorState } from '../../states/ErrorState/ErrorState.js';
import { LoadingBar } from '../../states/LoadingBar/LoadingBar.js';
import { TableSkeleton } from '../../states/Skeletons/Skeletons.js';
import { BulkSelection } from '../BulkSelection/BulkSelection.js';
import type { SortState } from '../SortableColumnHeader/sort-cycle.js';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable.js';
import { selectionColumn } from './selection-column.js';

interface Office {
  id: number;
  name: string;
  city: string;
  staff: number;
}

const OFFICES: Office[] = [
  { id: 1, name: 'Harbor Downtown', city: 'Portland, OR', staff: 12 },
  { id: 2, name: 'Harbor Uptown', city: 'Portland, OR', staff: 7 },
  { id: 3, name: 'Harbor Eastside', city: 'Gresham, OR', staff: 9 },
];

const COLUMNS: DataTableColumn<Office>[] = [
  { key: 'name', header: 'Name', sortBy: 'name', cell: (row) => row.name },
  { key: 'city', header: 'City', sortBy: 'city', cell: (row) => row.city, hideOnPhone: true },
  { key: 'staff', header: 'Staff', cell: (row) => row.staff, align: 'right' },
];

type Props = DataTableProps<Office>;

/** The sort lives in the story, as it would in a list's view model (the none -> asc -> desc -> none cycle). */
function Interactive(args: Props) {
  const [sort, setSort] = useState<SortState | null>(args.sort ?? null);
  return (
    <DataTable
      {...args}
      sort={sort}
      onSort={(by, next) => {
        args.onSort?.(by, next);
        setSort(next);
      }}
    />
  );
}

const meta = {
  title: 'Data/DataTable',
  component: DataTable<Office>,
  render: Interactive,
  args: { label: 'Offices', columns: COLUMNS, rows: OFFICES, rowKey: (row: Office) => row.id, size: 'small', sort: null, onSort: fn() },
} satisfies Meta<Props>;

export default meta;
type Story = StoryObj<typeof meta>;

// Text queries: role queries over a whole table are slow in the test DOM.
const header = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByText(name).closest('th');

export const Unsorted: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('table')).toHaveAttribute('aria-label', 'Offices');
    await expect(header(canvasElement, 'Staff')).not.toHaveAttribute('aria-sort');
    await step('[P4-050] a header cycles none -> asc -> desc -> none', async () => {
      const button = canvas.getByText('City');
      await userEvent.click(button);
      await expect(header(canvasElement, 'City')).toHaveAttribute('aria-sort', 'ascending');
      await expect(args.onSort).toHaveBeenLastCalledWith('city', { by: 'city', order: 'asc' });
      await userEvent.click(button);
      await expect(header(canvasElement, 'City')).toHaveAttribute('aria-sort', 'descending');
      await userEvent.click(button);
      await expect(header(canvasElement, 'City')).toHaveAttribute('aria-sort', 'none');
    });
  },
};

export const SortedAscending: Story = {
  args: { sort: { by: 'name', order: 'asc' } },
  play: async ({ canvasElement }) => {
    await expect(header(canvasElement, 'Name')).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const SortedDescending: Story = {
  args: { sort: { by: 'name', order: 'desc' } },
  play: async ({ canvasElement }) => {
    await expect(header(canvasElement, 'Name')).toHaveAttribute('aria-sort', 'descending');
  },
};

/** A reload over the rows on screen: the bar above, the table busy. */
export const Loading: Story = {
  args: { loading: true, loadingSlot: <LoadingBar label="Loading offices" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** P4-052: the first load with nothing yet, sorting and paging locked until it ends. */
export const FirstLoad: Story = {
  args: {
    rows: [],
    loading: true,
    lockWhileLoading: true,
    placeholderSlot: <TableSkeleton columns={3} label="Loading offices" />,
    paging: { variant: 'prev-next', page: 2, pageCount: 3, onPage: fn(), label: 'Office pages' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { rows: [], emptySlot: <EmptyState title="No offices yet" />, paging: { variant: 'numbered', page: 1, pageCount: 0, onPage: fn(), label: 'Office pages' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No offices yet')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const FetchError: Story = {
  args: { errorSlot: <ErrorState message="Error fetching offices" onRetry={fn()} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Error fetching offices')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** A button per page, shown with more than one page. */
export const PagedNumbered: Story = {
  args: { paging: { variant: 'numbered', page: 1, pageCount: 3, onPage: fn(), label: 'Office pages' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Go to page 2' }));
    await expect(args.paging?.onPage).toHaveBeenCalledWith(2);
  },
};

/** The server's First, Prev, Next and Last links. */
export const PagedLinks: Story = {
  args: { paging: { variant: 'links', page: 2, pageCount: 3, links: { first: 1, prev: 1, next: 3, last: 3 }, onPage: fn(), label: 'Office pages' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Last' }));
    await expect(args.paging?.onPage).toHaveBeenCalledWith(3);
  },
};

export const PagedPrevNext: Story = {
  args: { paging: { variant: 'prev-next', page: 3, pageCount: 3, onPage: fn(), label: 'Office pages' } },
  play: async ({ canvasElement, args }) => {
    const pager = within(canvasElement).getByRole('navigation', { name: 'Office pages' });
    await expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    await expect(args.paging?.onPage).toHaveBeenCalledWith(2);
  },
};

/** A leading checkbox column whose header is the bulk selection; selected rows are drawn so. */
function WithSelectionTable(args: Props) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set([2]));
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const select = selectionColumn<Office>({
    header: (
      <BulkSelection
        selectedCount={selected.size}
        rowCount={OFFICES.length}
        total={OFFICES.length}
        trueBulk={false}
        onSelectAll={() => setSelected(new Set(OFFICES.map((o) => o.id)))}
        onDeselectAll={() => setSelected(new Set())}
        onSelectTrueBulk={() => undefined}
      />
    ),
    isSelected: (row) => selected.has(row.id),
    onToggle: (row) => toggle(row.id),
    label: (row) => `Select ${row.name}`,
  });
  return <DataTable {...args} columns={[select, ...COLUMNS]} rowSelected={(row) => selected.has(row.id)} />;
}

export const WithSelection: Story = {
  render: WithSelectionTable,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Harbor Downtown' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toHaveAttribute('data-indeterminate', 'true');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all rows' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select Harbor Eastside' })).toBeChecked();
  },
};

/** 390 px: City is left out, and a wide table scrolls inside its box, never the page. */
export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  args: { paging: { variant: 'numbered', page: 1, pageCount: 3, onPage: fn(), label: 'Office pages' } },
};
