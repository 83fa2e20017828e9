import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LocationDetailView, type LocationDetailModel } from './LocationDetailView.js';

const model: LocationDetailModel = {
  title: 'Downtown',
  fields: [
    { label: 'Internal Name', value: 'Downtown' },
    { label: 'External ID', value: 'HD-1' },
    { label: 'Public Name', value: 'Harbor Dental Downtown' },
    { label: 'Category', value: 'Dentist' },
    { label: 'Address', value: '1 Main St' },
    { label: 'Address Line 2', value: '—' },
    { label: 'City, State, Zip', value: 'Springfield, IL 62701' },
    { label: 'Phone', value: '(555) 123-4567' },
    { label: 'Website', value: 'https://harbor.example' },
    { label: 'Business Status', value: 'Open' },
  ],
  hours: [
    { day: 'Monday', text: '9:00 AM - 5:00 PM' },
    { day: 'Tuesday', text: '9:00 AM - 12:00 PM, 1:00 PM - 5:00 PM' },
    { day: 'Wednesday', text: '24 hours' },
    { day: 'Thursday', text: '9:00 AM - 5:00 PM' },
    { day: 'Friday', text: '9:00 AM - 5:00 PM' },
    { day: 'Saturday', text: 'Closed' },
    { day: 'Sunday', text: 'Closed' },
  ],
  holidayHours: [
    { date: 'Thu, Dec 24, 2026', text: '9:00 AM - 1:00 PM' },
    { date: 'Fri, Dec 25, 2026', text: 'Closed' },
  ],
  moreHolidayHours: null,
  overrides: [],
  actions: { createWidget: true, edit: true, syncFromGoogle: true, delete: true },
  showPhotoSection: false,
};

const meta = {
  title: 'Locations/LocationDetailView',
  component: LocationDetailView,
  args: {
    status: 'loaded',
    model,
    onEdit: fn(),
    onSyncFromGoogle: fn(),
    onDelete: fn(),
    onCreateWidget: fn(),
    onSeeAllHolidayHours: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof LocationDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading', model: null } };
export const LoadError: Story = {
  args: { status: 'error', model: null, errorMessage: 'Error fetching location' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error fetching location');
  },
};

export const Admin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const name of ['Create Widget', 'Sync From Google', 'Edit', 'Delete']) await expect(canvas.getByRole('button', { name })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { model: { ...model, actions: { createWidget: false, edit: false, syncFromGoogle: false, delete: false } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull();
  },
};

export const EditWithoutDelete: Story = { args: { model: { ...model, actions: { ...model.actions, delete: false } } } };

export const NoExternalId: Story = {
  args: {
    model: {
      ...model,
      fields: model.fields.map((field) => (field.label === 'External ID' ? { ...field, value: 'No External ID' } : field)),
      actions: { ...model.actions, createWidget: false },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No External ID')).toBeInTheDocument();
  },
};

const withStatus = (value: string) => ({ ...model, fields: model.fields.map((field) => (field.label === 'Business Status' ? { ...field, value } : field)) });
export const TemporarilyClosed: Story = { args: { model: withStatus('Temporarily Closed') } };
export const PermanentlyClosed: Story = { args: { model: withStatus('Permanently Closed') } };

export const WithOverrides: Story = {
  args: { model: { ...model, overrides: [{ directory: 'Yelp', phone: '(555) 000-1111', website: 'https://yelp.example/downtown' }] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Yelp phone')).toBeInTheDocument();
  },
};

export const MoreHolidayHoursLink: Story = {
  args: { model: { ...model, moreHolidayHours: { kind: 'link', text: 'See All Holiday Hours' } } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'See All Holiday Hours' }));
    await expect(args.onSeeAllHolidayHours).toHaveBeenCalled();
  },
};

export const MoreHolidayHoursContactAdmin: Story = {
  args: {
    model: { ...model, moreHolidayHours: { kind: 'text', text: 'Contact an admin or manager to view additional holiday hours.' }, actions: { ...model.actions, edit: false } },
  },
};

export const NoHours: Story = { args: { model: { ...model, hours: null, holidayHours: [] } } };
export const PhotoSection: Story = { args: { model: { ...model, showPhotoSection: true }, photoSlot: 'Photos appear here.' } };

export const CreateWidgetLink: Story = {
  args: { createWidgetHref: '/amplify/widgets/create/location_info?fromPage=settingsLocationsDetails&location_id=1' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Create Widget' });
    await expect(link).toHaveAttribute('href', '/amplify/widgets/create/location_info?fromPage=settingsLocationsDetails&location_id=1');
  },
};
