import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SortOrder } from '../../data/SortableColumnHeader/sort-cycle.js';
import { ScheduledExportsList, type ScheduledExportsListProps, type ScheduledExportsListRow } from './ScheduledExportsList.js';

const COLUMNS = [
  { key: 'email_subject', label: 'Name' },
  { key: 'display_name', label: 'Type', sortBy: 'display_name' },
  { key: 'email_frequency', label: 'Email Frequency' },
  { key: 'scheduled_time', label: 'Scheduled Time' },
  { key: 'last_sent_at', label: 'Last Sent' },
];

const row = (id: number, name: string, type: string, frequency: string, lastSent: string): ScheduledExportsListRow => ({
  id,
  name,
  href: `/reviews?flyout_edit=true&export_id=${id}`,
  cells: { display_name: type, email_frequency: frequency, scheduled_time: '13:00', last_sent_at: lastSent },
});

const ROWS = [
  row(9, 'Weekly five stars', 'Reviews', 'Weekly on Sunday', 'Mar 29, 2026, 1:00 PM'),
  row(10, 'Daily digest', 'Insights', 'Daily', 'Never'),
];

/** Selection and sort kept in the story, as the list's store keeps them. */
function Interactive(args: ScheduledExportsListProps) {
  const [selected, setSelected] = useState<readonly number[]>(args.selected);
  const [sortOrder, setSortOrder] = useState<SortOrder | null>(args.sortOrder);
  return (
    <ScheduledExportsList
      {...args}
      selected={selected}
      sortOrder={sortOrder}
      onToggleRow={(id) => {
        args.onToggleRow(id);
        setSelected((current) => (current.includes(id) ? current.filter((s) => s !== id) : [...current, id]));
      }}
      onSelectAll={() => setSelected(args.rows.map((r) => r.id))}
      onDeselectAll={() => setSelected([])}
      onSort={() => {
        args.onSort();
        setSortOrder((order) => (order === null ? 'asc' : order === 'asc' ? 'desc' : null));
      }}
    />
  );
}

const meta = {
  title: 'Filters/ScheduledExportsList',
  component: ScheduledExportsList,
  render: Interactive,
  args: {
    columns: COLUMNS,
    status: 'loaded',
    error: null,
    empty: false,
    emptyTitle: 'No Scheduled Exports',
    rows: ROWS,
    page: 1,
    totalPages: 1,
    total: 2,
    sortOrder: null,
    selected: [],
    deleting: false,
    onSort: fn(),
    onPage: fn(),
    onToggleRow: fn(),
    onSelectAll: fn(),
    onDeselectAll: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ScheduledExportsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Scheduled exports' });
    await expect(within(table).getAllByRole('columnheader').map((h) => h.textContent).slice(1)).toEqual(COLUMNS.map((c) => c.label));
    await expect(canvas.getByRole('link', { name: 'Weekly five stars' })).toHaveAttribute('href', '/reviews?flyout_edit=true&export_id=9');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Daily digest' }));
    await expect(args.onToggleRow).toHaveBeenCalledWith(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Type' }));
    await expect(args.onSort).toHaveBeenCalledTimes(1);
  },
};

export const SortedAscending: Story = { args: { sortOrder: 'asc' } };

export const SortedDescending: Story = { args: { sortOrder: 'desc' } };

export const Selected: Story = { args: { selected: [9] } };

export const Deleting: Story = { args: { selected: [9], deleting: true } };

export const FirstLoad: Story = { args: { status: 'loading', rows: [] } };

/** [P4-052] a reload over the rows: Type and the pager ignore clicks. */
export const Reloading: Story = {
  args: { status: 'loading', page: 2, totalPages: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Type' }));
    await expect(args.onSort).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

export const Paged: Story = {
  args: { page: 2, totalPages: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPage).toHaveBeenCalledWith(3);
  },
};

/** P2-150 */
export const Empty: Story = {
  args: { empty: true, rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Scheduled Exports')).toBeInTheDocument();
  },
};

export const LoadError: Story = { args: { status: 'error', error: 'Scheduled exports could not be loaded', rows: [] } };

export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
