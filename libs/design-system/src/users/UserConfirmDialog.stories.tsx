import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserConfirmDialog } from './UserConfirmDialog.js';

const meta = {
  title: 'Users/UserConfirmDialog',
  component: UserConfirmDialog,
  args: { confirming: { kind: 'deactivate', user: { name: 'Maya Patel', email: 'manager@harbor.test' } }, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof UserConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(within(document.body).getByRole('dialog'));

export const Deactivate: Story = {
  play: async ({ args }) => {
    await expect(dialog().getByRole('heading', { name: 'Deactivate Maya Patel?' })).toBeTruthy();
    await expect(dialog().getByText(/signed out at once/)).toBeTruthy();
    await userEvent.click(dialog().getByRole('button', { name: 'Deactivate' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const Reactivate: Story = {
  args: { confirming: { kind: 'reactivate', user: { name: 'Riley Gone', email: 'readonly@harbor.test' } } },
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Delete: Story = {
  args: { confirming: { kind: 'remove', user: { name: 'Pat Invited', email: 'pat@harbor.test' } } },
  play: async () => {
    await expect(dialog().getByRole('heading', { name: 'Delete Pat Invited?' })).toBeTruthy();
    await expect(dialog().getByText(/cannot be undone/)).toBeTruthy();
  },
};

export const Closed: Story = {
  args: { confirming: null },
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
