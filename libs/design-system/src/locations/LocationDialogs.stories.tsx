import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { AddLocationBlockedDialog, DeleteLocationDialogs, SyncDiffDialog } from './LocationDialogs.js';

const meta = {
  title: 'Locations/LocationDialogs',
  component: DeleteLocationDialogs,
  args: { modal: 'confirm', name: 'Downtown', onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof DeleteLocationDialogs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeleteConfirm: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByText('Delete Downtown?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};
export const Deleting: Story = { args: { modal: 'deleting' } };
export const DeletePrevented: Story = {
  args: { modal: 'prevented' },
  play: async () => {
    await expect(await screen.findByText('Unable to Delete Location.')).toBeInTheDocument();
  },
};
export const LastLocation: Story = {
  args: { modal: 'last-location' },
  play: async ({ args }) => {
    await expect(await screen.findByText("Can't delete the last location on the account.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const AddBlocked: Story = { render: () => <AddLocationBlockedDialog open onClose={fn()} /> };

const sync = { rows: [], errorText: null, onAccept: fn(), onClose: fn() };
export const SyncLoading: Story = { render: () => <SyncDiffDialog {...sync} status="loading" /> };
export const SyncError: Story = {
  render: () => <SyncDiffDialog {...sync} status="error" errorText="An error occured fetching location info diff" />,
  play: async () => {
    await expect(await screen.findByText('An error occured fetching location info diff')).toBeInTheDocument();
  },
};
export const SyncNothing: Story = {
  render: () => <SyncDiffDialog {...sync} status="nothing" />,
  play: async () => {
    await expect(await screen.findByText('Nothing to sync')).toBeInTheDocument();
  },
};
const changes = [
  { field: 'phone', label: 'Phone', current: '—', incoming: '(555) 111-2222' },
  { field: 'website', label: 'Website', current: '—', incoming: 'https://g.example' },
];
export const SyncChanges: Story = {
  render: () => <SyncDiffDialog {...sync} status="changes" rows={changes} />,
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Accept Changes' }));
    await expect(sync.onAccept).toHaveBeenCalled();
  },
};
export const Syncing: Story = { render: () => <SyncDiffDialog {...sync} status="syncing" rows={changes} /> };
