import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { ListingsFilters } from './ListingsFilters.js';

const LOCATIONS = [{ id: 1, name: 'Harbor Downtown' }, { id: 2, name: 'Harbor Uptown' }];

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
    mobile: false,
    group: { options: [{ id: 5, name: 'North' }], value: null, onChange: fn() },
    location: { options: LOCATIONS, value: null, onChange: fn() },
    locations: { options: LOCATIONS, value: [2], nameOf: (id: number) => `Location ${id}`, onChange: fn(), onOpen: fn(), onSearch: fn() },
  },
} satisfies Meta<typeof ListingsFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('toolbar', { name: 'Filters' })).toBeInTheDocument();
    await expect(canvas.getByText('Google')).toBeInTheDocument();
    // MUI's Select opens on mouse down.
    fireEvent.mouseDown(canvas.getByRole('combobox', { name: 'Statuses' }));
    fireEvent.click(await within(document.body).findByRole('option', { name: 'Out of Sync' }));
    await expect(args.onStatusesChange).toHaveBeenCalledWith(['not_in_sync']);
  },
};

/** location_ids: several locations, the chosen ones as chips. */
export const SeveralLocations: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Harbor Uptown')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Locations' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Harbor Downtown' }));
    await expect(args.locations?.onChange).toHaveBeenCalledWith([2, 1]);
  },
};

/** A phone: every filter in the Filters sheet, the button counting those set. */
export const Phone: Story = {
  args: { mobile: true },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('toolbar')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Filters, 2 set' })).toBeInTheDocument();
  },
};

/** Without group and location read: only the listings' own filters. */
export const WithoutLocationFilters: Story = {
  args: { group: undefined, location: undefined, locations: undefined, directories: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('combobox', { name: 'Locations' })).toBeNull();
  },
};
