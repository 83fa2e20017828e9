import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { TrialExportDialog } from './TrialExportDialog.js';

const title = "Exporting isn't allowed for trial users";

const meta = {
  title: 'Dialogs/TrialExportDialog',
  component: TrialExportDialog,
  args: { block: null, onUpgrade: fn(), onDismiss: fn() },
} satisfies Meta<typeof TrialExportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No export blocked yet: nothing renders (and the modal's module is not loaded). */
export const NotBlocked: Story = {};

export const Admin: Story = {
  args: { block: { title, upgradePath: '/settings/billing/edit', canContinueTrial: true, contact: null } },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade now' }));
    await expect(args.onUpgrade).toHaveBeenCalledWith('/settings/billing/edit');
  },
};

export const User: Story = {
  args: { block: { title, upgradePath: null, canContinueTrial: false, contact: 'administrator' } },
  play: async () => {
    await expect(await screen.findByText('Please contact your administrator to export data.')).toBeInTheDocument();
  },
};

export const Whitelabel: Story = {
  args: { block: { title, upgradePath: null, canContinueTrial: false, contact: 'admin' } },
};
