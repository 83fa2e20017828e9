import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KeywordGrid } from './KeywordGrid.js';

const row = (short: string, positive: number, negative: number, percent: string, rating: string) => ({
  short,
  positiveMentions: positive,
  negativeMentions: negative,
  percentPositiveText: percent,
  averageRatingText: rating,
  href: `/dashboard/keywords/${encodeURIComponent(short)}?groupId=3`,
  positiveHref: `/dashboard/keywords/${encodeURIComponent(short)}?groupId=3&sentiment=positive`,
  negativeHref: `/dashboard/keywords/${encodeURIComponent(short)}?groupId=3&sentiment=negative`,
});

const meta = {
  title: 'Keywords/KeywordGrid',
  component: KeywordGrid,
  args: {
    status: 'loaded',
    error: null,
    emptyText: null,
    rows: [row('staff', 120, 40, '75%', '4.31'), row('wait time', 30, 45, '40%', '3.02'), row('parking', 12, 12, '50%', '3.50')],
    sortOptions: [
      { value: 'highest_volume', label: 'Highest volume', selected: true },
      { value: 'controversy', label: 'Controversial first', selected: false },
      { value: 'positive_ratio', label: 'Positive first', selected: false },
      { value: 'negative_ratio', label: 'Negative first', selected: false },
    ],
    exporting: false,
    onSort: fn(),
    onExport: fn(),
    onOpen: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof KeywordGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'wait time' })).toHaveAttribute('href', '/dashboard/keywords/wait%20time?groupId=3');
    await expect(canvas.getByText('75%')).toBeInTheDocument();
    await expect(canvas.getByText('4.31')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'staff: 40 negative mentions' }));
    await expect(args.onOpen).toHaveBeenCalledWith('/dashboard/keywords/staff?groupId=3&sentiment=negative', expect.anything());
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

export const Sorting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Controversial first');
    await expect(args.onSort).toHaveBeenCalledWith('controversy');
  },
};

export const Loading: Story = { args: { status: 'loading', rows: [] } };
export const Empty: Story = {
  args: { rows: [], emptyText: 'No mentioned keywords during this period.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No mentioned keywords during this period.')).toBeInTheDocument();
  },
};
export const Failed: Story = {
  args: { status: 'error', error: 'There was an error fetching data for Keywords', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There was an error fetching data for Keywords')).toBeInTheDocument();
  },
};
export const Exporting: Story = {
  args: { exporting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Exporting…' })).toBeDisabled();
  },
};

/** The categories page's list: no sort dropdown and no export. */
export const ListOnly: Story = {
  args: { sortOptions: undefined, onSort: undefined, onExport: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    await expect(canvas.getByRole('table', { name: 'Keywords' })).toBeTruthy();
  },
};
