import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PageHeader } from './PageHeader.js';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Scheduled Exports', onNavigate: fn() },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithBackLink: Story = {
  args: { back: { label: 'Back to Reviews', href: '/reviews' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Back to Reviews' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/reviews');
  },
};

export const WithActions: Story = {
  args: {
    subtitle: '3 exports scheduled',
    actions: (
      <>
        <Button variant="outlined" color="error">
          Delete
        </Button>
        <Button variant="contained">Schedule Export</Button>
      </>
    ),
  },
};
