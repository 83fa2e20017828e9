import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { ListingsBulkBar } from './ListingsBulkBar.js';

const meta = {
  title: 'Listings/ListingsBulkBar',
  component: ListingsBulkBar,
  args: {
    selectedCount: 2,
    total: 75,
    trueBulk: false,
    canSelectEvery: false,
    onSelectEvery: fn(),
    actions: [
      { label: 'Add Holiday Hours', onClick: fn() },
      { label: 'Edit Hours', onClick: fn() },
      { label: 'Select Type of Post', onClick: fn() },
    ],
  },
} satisfies Meta<typeof ListingsBulkBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SomeSelected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 rows selected');
    await expect(canvas.getByText('2/75 rows')).toBeInTheDocument();
    await expect(canvas.queryByText('Select 75 Rows')).toBeNull();
    fireEvent.click(canvas.getByText('Edit Hours'));
    await expect(args.actions[1]?.onClick).toHaveBeenCalled();
  },
};

export const NothingSelected: Story = {
  args: { selectedCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const PageSelected: Story = {
  args: { selectedCount: 25, canSelectEvery: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('25/75 rows')).toBeInTheDocument();
    fireEvent.click(canvas.getByText('Select 75 Rows'));
    await expect(args.onSelectEvery).toHaveBeenCalled();
  },
};

export const TrueBulk: Story = {
  args: { selectedCount: 75, trueBulk: true, canSelectEvery: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('75 rows selected');
    await expect(canvas.getByText('75/75 rows')).toBeInTheDocument();
    await expect(canvas.queryByText('Select 75 Rows')).toBeNull();
  },
};

export const Resolving: Story = {
  args: { selectedCount: 75, trueBulk: true, busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Add Holiday Hours')).toBeDisabled();
  },
};

export const WithNotice: Story = {
  args: { selectedCount: 12000, total: 12000, trueBulk: true, notice: 'A bulk action acts on at most 10,000 locations: narrow the filters.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('at most 10,000 locations');
  },
};

export const ReadOnlyUser: Story = {
  args: { actions: [{ label: 'Select Type of Post', onClick: fn() }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Edit Hours')).toBeNull();
  },
};
