import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { ListingsFilters } from './ListingsFilters.js';

const meta = {
  title: 'Listings/ListingsFilters',
  component: ListingsFilters,
  args: {
    statusOptions: [{ value: 'in_sync', label: 'In Sync' }, { value: 'in_progress', label: 'In Progress' }, { value: 'not_in_sync', label: 'Out of Sync' }],
    directoryOptions: [{ value: 'google', label: 'Google' }, { value: 'yelp', label: 'Yelp' }],
    statuses: [],
    directories: ['google'],
    onStatusesChange: fn(),
    onDirectoriesChange: fn(),
  },
} satisfies Meta<typeof ListingsFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Google')).toBeInTheDocument();
    // MUI's Select opens on mouse down.
    fireEvent.mouseDown(canvas.getByRole('combobox', { name: 'Statuses' }));
    fireEvent.click(await within(document.body).findByRole('option', { name: 'Out of Sync' }));
    await expect(args.onStatusesChange).toHaveBeenCalledWith(['not_in_sync']);
  },
};
