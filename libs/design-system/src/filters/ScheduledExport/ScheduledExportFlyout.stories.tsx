import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { scheduledExportForm } from '../../fixtures/scheduled-exports.js';
import { ScheduledExportFlyout } from './ScheduledExportFlyout.js';

const meta = {
  title: 'Filters/ScheduledExportFlyout',
  component: ScheduledExportFlyout,
  args: {
    view: scheduledExportForm(),
    rangeLabel: 'Last 30 Days',
    nameMax: 50,
    recipientError: null,
    mode: 'create',
    saving: false,
    saveDisabled: false,
    saveTooltip: null,
    onSave: fn(),
    onClose: fn(),
    confirmOpen: false,
    onKeepEditing: fn(),
    onDiscardChanges: fn(),
    manageHref: '/settings/scheduled-exports/manage?fromPage=reviews',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScheduledExportFlyout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ args }) => {
    const flyout = screen.getByRole('complementary');
    await expect(within(flyout).getByRole('link', { name: 'Manage Scheduled Exports' })).toHaveAttribute('href', args.manageHref);
    within(flyout).getByRole('button', { name: 'Save' }).click();
    await expect(args.onSave).toHaveBeenCalled();
  },
};

export const Edit: Story = { args: { mode: 'edit' } };

export const Saving: Story = { args: { saving: true, saveDisabled: true } };

export const SaveDisabled: Story = {
  args: { saveDisabled: true, saveTooltip: 'Fill out all sections', view: scheduledExportForm({ name: '' }) },
};

export const ConfirmDiscard: Story = {
  args: { confirmOpen: true },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Discard Changes' }));
    await expect(args.onDiscardChanges).toHaveBeenCalled();
  },
};
