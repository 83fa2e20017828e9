import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StarRating } from './StarRating.js';

const meta = {
  title: 'Reviews/StarRating',
  component: StarRating,
  args: { value: 4 },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourStars: Story = {
  play: async ({ canvasElement }) => {
    const stars = within(canvasElement).getByRole('img', { name: '4 stars' });
    await expect(stars.className).toContain('locus-star-rating--4');
  },
};

export const FiveStars: Story = { args: { value: 5 } };

/** No rating (0): five outlined stars. */
export const NoRating: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '0 stars' })).toBeTruthy();
  },
};
