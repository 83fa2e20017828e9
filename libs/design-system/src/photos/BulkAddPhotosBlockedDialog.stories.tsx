import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { BulkAddPhotosBlockedDialog } from './BulkAddPhotosBlockedDialog.js';

const meta = {
  title: 'Photos/BulkAddPhotosBlockedDialog',
  component: BulkAddPhotosBlockedDialog,
  args: {
    message: 'One or more of the locations selected has Auto Sync turned off or is not found in Google integrations.',
    onClose: fn(),
  },
} satisfies Meta<typeof BulkAddPhotosBlockedDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AutoSyncOff: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Add Photos' });
    await expect(dialog).toHaveTextContent(args.message ?? '');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { message: null },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
