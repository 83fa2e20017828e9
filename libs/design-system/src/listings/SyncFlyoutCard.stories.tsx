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
/** F6-024: the directory's own Auto Sync switch (Auto Sync bought and the directory-specific publishing flag on). */
export const DirectorySwitchOn: Story = {
  args: { directorySwitch: { label: 'Auto Sync to Google', on: true, disabled: false }, onDirectorySwitch: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Auto Sync to Google' }));
    await expect(args.onDirectorySwitch).toHaveBeenCalledWith(false);
  },
};
export const DirectorySwitchOff: Story = {
  args: { header: 'Out of Sync', cardTitle: 'Directory Syncing Disabled', colour: 'red', fields, directorySwitch: { label: 'Auto Sync to Google', on: false, disabled: false }, onDirectorySwitch: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Auto Sync to Google' })).not.toBeChecked();
  },
};
/** Saving, or a user without location update: the switch shows but cannot be used. */
export const DirectorySwitchDisabled: Story = {
  args: { directorySwitch: { label: 'Auto Sync to Google', on: true, disabled: true }, onDirectorySwitch: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Auto Sync to Google' })).toBeDisabled();
  },
};
/** What Auto Sync overwrote after directory users' edits (the location's listing history). */
export const CorrectedByAutoSync: Story = {
  args: { corrections: ['Nov 4, 2026: website corrected', 'Oct 29, 2026: phone, address_2 corrected'] },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Corrected by Auto Sync' });
    await expect(within(section).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Nov 4, 2026: website corrected', 'Oct 29, 2026: phone, address_2 corrected']);
  },
};
