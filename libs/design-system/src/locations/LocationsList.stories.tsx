import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddLocationButton, LocationsList } from './LocationsList.js';

const rows = [
  { id: 1, name: 'Downtown', externalId: 'HD-1', address: '1 Main St', cityStateZip: 'Springfield, IL 62701' },
  { id: 2, name: 'Uptown', externalId: null, address: '9 Oak Ave', cityStateZip: 'Springfield, IL 62702' },
];

const meta = {
  title: 'Locations/LocationsList',
  component: LocationsList,
  args: {
    status: 'loaded',
    error: null,
    rows,
    typed: '',
    sortBy: 'name',
    sortOrder: 'asc',
    page: 1,
    totalPages: 3,
    total: 52,
    detailHref: (id: number) => `/settings/locations/${id}/details`,
    onOpen: fn(),
    onSearch: fn(),
    onSort: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof LocationsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading', rows: [], totalPages: 0 } };

export const Rows: Story = {
  args: { toolbar: <AddLocationButton href="/settings/locations/new" onClick={fn()} /> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Downtown' })).toHaveAttribute('href', '/settings/locations/1/details');
    await expect(canvas.getByText('No External ID')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'City, State, Zip' }));
    await expect(args.onSort).toHaveBeenCalledWith('city');
    await userEvent.type(canvas.getByLabelText('Search locations'), 'o');
    await expect(args.onSearch).toHaveBeenCalledWith('o');
  },
};

export const WithoutAddLocation: Story = {};
export const Empty: Story = { args: { rows: [], totalPages: 0, typed: 'zzz' } };
export const LoadError: Story = { args: { status: 'error', error: 'Error fetching locations', rows: [], totalPages: 0 } };
