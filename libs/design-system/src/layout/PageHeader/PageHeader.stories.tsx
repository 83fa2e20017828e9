import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
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

/** Phones: the actions fold into one Page actions menu. */
export const PhoneActions: Story = {
  args: { ...WithActions.args, mobile: true, back: { label: 'Back to Reviews', href: '/reviews' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Schedule Export' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Page actions' }));
    await expect(await screen.findByRole('button', { name: 'Schedule Export' })).toBeVisible();
  },
};
