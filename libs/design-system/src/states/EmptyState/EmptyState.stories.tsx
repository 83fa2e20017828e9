import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './EmptyState.js';

const meta = {
  title: 'States/EmptyState',
  component: EmptyState,
  args: { title: 'No Scheduled Exports' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescriptionAndAction: Story = {
  args: {
    description: 'Schedule an export from any report to have it e-mailed on a regular basis.',
    action: <Button variant="contained">Go to Reviews</Button>,
  },
};
