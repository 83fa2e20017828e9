import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingBar } from './LoadingBar.js';

const meta = {
  title: 'States/LoadingBar',
  component: LoadingBar,
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  },
};

export const PinnedToTop: Story = {
  args: { fixed: true, label: 'Loading page' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Loading page' });
    await expect(getComputedStyle(bar).position).toBe('fixed');
  },
};
