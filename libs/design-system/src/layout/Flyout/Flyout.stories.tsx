import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { Flyout } from './Flyout.js';

const meta = {
  title: 'Layout/Flyout',
  component: Flyout,
  args: {
    open: true,
    title: 'Schedule Export',
    onClose: fn(),
    onOpenChange: fn(),
    children: <TextField label="Export name" fullWidth />,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Flyout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const WithFooter: Story = {
  args: {
    footer: (
      <>
        <Button>Cancel</Button>
        <Button variant="contained">Save</Button>
      </>
    ),
  },
};

export const LongContent: Story = {
  args: {
    children: (
      <>
        {Array.from({ length: 40 }, (_, i) => (
          <p key={i}>Recipient {i + 1}</p>
        ))}
      </>
    ),
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ args }) => {
    await expect(screen.queryByRole('complementary')).toBeNull();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
