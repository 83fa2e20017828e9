import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailConfirmation } from './EmailConfirmation.js';

const meta = {
  title: 'Settings/EmailConfirmation',
  component: EmailConfirmation,
  args: { status: 'ready', message: null, onConfirm: fn(), continueHref: '/login', continueLabel: 'Go to sign in', onNavigate: fn() },
} satisfies Meta<typeof EmailConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opening the link confirms nothing until the click (mail scanners open links). */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Confirm my new address' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const Confirming: Story = {
  args: { status: 'confirming' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Confirming…' })).toBeDisabled();
  },
};

export const Confirmed: Story = {
  args: { status: 'confirmed', message: 'Your e-mail address is now uma.new@harbor.test. Use it the next time you sign in.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/now uma\.new@harbor\.test/)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to sign in' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
  },
};

export const Expired: Story = {
  args: { status: 'failed', message: 'This link has expired. Ask for a new one from your profile.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/has expired/)).toBeVisible();
  },
};
