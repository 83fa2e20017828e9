import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.js';

const meta = {
  title: 'Dialogs/UnsavedChangesDialog',
  component: UnsavedChangesDialog,
  args: { open: true, onKeepEditing: fn(), onDiscard: fn() },
} satisfies Meta<typeof UnsavedChangesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    // [P4-040]
    await userEvent.click(await screen.findByRole('button', { name: 'Keep Editing' }));
    await expect(args.onKeepEditing).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Discard Changes' }));
    await expect(args.onDiscard).toHaveBeenCalled();
  },
};

export const CustomText: Story = {
  args: { title: 'Leave this export?', message: 'Your recipients and schedule will be lost.' },
};
