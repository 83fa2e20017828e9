import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SyncFlyoutCard, type SyncFieldRow } from './SyncFlyoutCard.js';

const fields: SyncFieldRow[] = [
  { field: 'phone', label: 'Phone', locus: '(617) 555-0142', directory: '(617) 555-0100', outOfSync: true, copyable: true },
  { field: 'website', label: 'Website', locus: 'https://harbor.test/salem', directory: 'https://harbor.test/salem', outOfSync: false, copyable: true },
  { field: 'category_name', label: 'Category', locus: 'Dentist', directory: 'Dentist', outOfSync: false, copyable: false },
];

const meta = {
  title: 'Listings/SyncFlyoutCard',
  component: SyncFlyoutCard,
  args: { directoryName: 'Google', header: 'In Sync', cardTitle: 'In Sync', colour: 'green', message: null, fields: [], copyLabel: 'Copy', onCopy: fn() },
} satisfies Meta<typeof SyncFlyoutCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InSync: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'In Sync', level: 2 })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-colour="green"]')).not.toBeNull();
  },
};
export const OutOfSync: Story = {
  args: { header: 'Out of Sync', cardTitle: 'Data Points Out of Sync', colour: 'grey', fields },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Phone' }));
    await expect(args.onCopy).toHaveBeenCalledWith('(617) 555-0142');
    // Category has no copy button.
    await expect(canvas.queryByRole('button', { name: 'Copy Category' })).toBeNull();
  },
};
export const Copied: Story = { args: { header: 'Out of Sync', cardTitle: 'Data Points Out of Sync', colour: 'grey', fields, copyLabel: 'Copied' } };
export const DirectoryDisabled: Story = { args: { header: 'Out of Sync', cardTitle: 'Directory Syncing Disabled', colour: 'red', fields } };
export const AutoSyncOff: Story = { args: { header: 'Out of Sync', cardTitle: 'Auto Sync Off', colour: 'red', fields } };
export const NonAdmin: Story = {
  args: { header: 'Out of Sync', cardTitle: 'Out of Sync', colour: 'red', message: 'Contact an administrator to bring this directory back in sync.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Contact an administrator to bring this directory back in sync.')).toBeInTheDocument();
  },
};
export const MissingIntegration: Story = { args: { header: 'Missing Integration', cardTitle: 'Integrate This Directory', colour: 'red' } };
export const MissingLocation: Story = { args: { header: 'Location Missing from Integration', cardTitle: 'Add Location to Integration', colour: 'red' } };
export const InProgress: Story = { args: { header: 'Out of Sync', cardTitle: 'Out of Sync', colour: 'grey', fields } };
export const PendingSync: Story = { args: { header: 'Pending Sync', cardTitle: 'Pending Sync', colour: 'grey' } };
