import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { scheduledExportForm } from '../../fixtures/scheduled-exports.js';
import { ScheduledExportFields } from './ScheduledExportFields.js';

const meta = {
  title: 'Filters/ScheduledExportFields',
  component: ScheduledExportFields,
  args: { view: scheduledExportForm(), rangeLabel: 'Last 30 Days', nameMax: 50, recipientError: null },
} satisfies Meta<typeof ScheduledExportFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Weekly: Story = {
  play: async () => {
    await expect(screen.getByRole('status', { name: 'Next export' })).toHaveTextContent('Next export: Sunday, April 5, 2026');
    await expect(screen.getByText('17/50')).toBeInTheDocument();
  },
};

export const Daily: Story = {
  args: { view: scheduledExportForm({ frequency: 'daily', nextDate: null }) },
  play: async () => {
    await expect(screen.getByRole('status', { name: 'Next export' })).toHaveTextContent('Sent every day');
  },
};

export const Monthly: Story = {
  args: { view: scheduledExportForm({ frequency: 'monthly', dayOfMonth: '15', nextDate: '2026-04-15' }) },
  play: async () => {
    await expect(screen.getByRole('textbox', { name: 'Day of Month' })).toHaveValue('15');
  },
};

export const NoRecipients: Story = {
  args: { view: scheduledExportForm({ recipients: [], nextDate: null }) },
};

export const RecipientRefused: Story = {
  args: { recipientError: 'Only users of this account can receive scheduled exports.' },
  play: async () => {
    await expect(screen.getByText('Only users of this account can receive scheduled exports.')).toBeInTheDocument();
  },
};

export const Blocked: Story = {
  args: { view: scheduledExportForm({ blockedReason: 'All Time is not supported for scheduled exports.' }) },
  play: async () => {
    await expect(screen.getByRole('alert')).toHaveTextContent('All Time is not supported');
  },
};
