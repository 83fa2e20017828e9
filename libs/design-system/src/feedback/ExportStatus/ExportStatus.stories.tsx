import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ExportStatus } from './ExportStatus.js';

const meta = {
  title: 'Feedback/ExportStatus',
  component: ExportStatus,
  args: { busy: true },
} satisfies Meta<typeof ExportStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Preparing: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Export in progress' });
    await expect(within(status).getByRole('progressbar', { name: 'Preparing your export' })).toBeTruthy();
    await expect(status).toHaveTextContent('Preparing your export…');
  },
};

export const Done: Story = {
  args: { busy: false, message: 'Your download has started.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Your download has started.');
  },
};

export const Failed: Story = {
  args: { busy: false, message: 'The export failed. Please try again.', failed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The export failed.');
  },
};

/** Nothing exported yet: nothing shows. */
export const Idle: Story = {
  args: { busy: false, message: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
