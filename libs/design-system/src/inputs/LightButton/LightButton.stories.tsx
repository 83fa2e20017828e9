import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LightButton } from './LightButton.js';

const meta = {
  title: 'Inputs/LightButton',
  component: LightButton,
  args: { children: 'Log In', onClick: fn() },
} satisfies Meta<typeof LightButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Contained: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Log In' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Outlined: Story = { args: { variant: 'outlined', children: 'Cancel' } };

export const Disabled: Story = {
  args: { disabled: true, children: 'Logging in…' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Logging in…' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
