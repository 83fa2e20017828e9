import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PrevNextPager } from './PrevNextPager.js';

const meta = {
  title: 'Data/PrevNextPager',
  component: PrevNextPager,
  args: { hasPrevious: false, hasNext: true, onPrevious: fn(), onNext: fn() },
} satisfies Meta<typeof PrevNextPager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: only Next. */
export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

export const MiddlePage: Story = {
  args: { hasPrevious: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Previous' }));
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
  },
};

export const LastPage: Story = {
  args: { hasPrevious: true, hasNext: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
