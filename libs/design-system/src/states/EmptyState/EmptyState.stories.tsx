import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyState } from './EmptyState.js';

const meta = {
  title: 'States/EmptyState',
  component: EmptyState,
  args: { title: 'No Scheduled Exports' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title under the default inbox icon. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status.textContent).toBe('No Scheduled Exports');
    await expect(status.querySelector('svg')).toBeTruthy();
  },
};

/** A description and an action under the title. */
export const WithDescriptionAndAction: Story = {
  args: {
    description: 'Schedule an export from any report to have it e-mailed on a regular basis.',
    action: <Button variant="contained">Go to Reviews</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Schedule an export from any report/)).toBeTruthy();
    await expect(canvas.getByRole('button', { name: 'Go to Reviews' })).toBeTruthy();
  },
};
