import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PrintProgressDialog } from './PrintProgressDialog.js';

const meta = {
  title: 'Scoring/PrintProgressDialog',
  component: PrintProgressDialog,
  args: { open: true, message: 'Preparing the report for printing…', loaded: 250, total: 610, onCancel: fn() },
} satisfies Meta<typeof PrintProgressDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Part way: how many rows of how many; Cancel stops. */
export const Fetching: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Print' });
    await expect(within(dialog).getByText('250 of 610 rows')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** Before the first page answers: no count yet. */
export const Starting: Story = {
  args: { loaded: 0, total: 0 },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Print' });
    await expect(within(dialog).queryByText(/rows$/)).toBeNull();
  },
};
