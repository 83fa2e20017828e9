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

/** A page's action, MUI's medium size: 36.5 px high like the themed buttons beside it. */
export const Medium: Story = {
  args: { size: 'medium', children: 'Export' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Export' });
    await expect(getComputedStyle(button).padding).toBe('5px 15px');
  },
};

export const MediumOutlined: Story = { args: { size: 'medium', variant: 'outlined', children: 'Cancel' } };

/** Paging: MUI's text button, no border or fill until hovered. */
export const MediumText: Story = {
  args: { size: 'medium', variant: 'text', children: 'Next' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Next' });
    await expect(getComputedStyle(button).padding).toBe('5px 7px');
  },
};
