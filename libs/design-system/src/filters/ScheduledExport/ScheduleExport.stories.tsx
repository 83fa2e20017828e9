import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ScheduleExport } from './ScheduleExport.js';

const meta = {
  title: 'Filters/ScheduleExport',
  component: ScheduleExport,
  args: { open: false, onSchedule: fn(), flyout: <aside aria-label="Schedule Export">The flyout</aside> },
} satisfies Meta<typeof ScheduleExport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await expect(args.onSchedule).toHaveBeenCalled();
    await expect(screen.queryByText('The flyout')).toBeNull();
  },
};

export const Open: Story = {
  args: { open: true },
  play: async () => {
    await expect(screen.getByRole('button', { name: 'Schedule' })).toBeDisabled();
    await expect(screen.getByText('The flyout')).toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { disabled: true } };
