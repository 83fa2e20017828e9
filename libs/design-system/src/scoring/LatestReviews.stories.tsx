import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LatestReviews, type LatestReviewItemView } from './LatestReviews.js';

const HREF = '/reviews?dateDescriptor=sixMonths&groupId=4';
const review = (id: number, extra: Partial<LatestReviewItemView> = {}): LatestReviewItemView => ({
  id, author: 'Ann Lee', rating: 5, ratingText: '5 out of 5 stars', source: 'Google', location: 'Downtown', date: 'Jun 14, 2026',
  text: 'Lovely staff and a very short wait. They explained everything before starting.', href: HREF, ...extra,
});

const meta = {
  title: 'Scoring/LatestReviews',
  component: LatestReviews,
  args: {
    status: 'loaded',
    error: null,
    reviews: [
      review(1),
      review(2, { author: 'Anonymous', rating: 0, ratingText: 'No rating', source: 'Facebook', text: '' }),
      review(3, { author: 'Bo Chen', rating: 2, ratingText: '2 out of 5 stars', text: 'Waited 40 minutes past my appointment time. '.repeat(6) }),
    ],
    allHref: HREF,
    onNavigate: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof LatestReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('No rating')).toBeTruthy();
    await userEvent.click(canvas.getByRole('link', { name: 'View all reviews' }));
    await expect(args.onNavigate).toHaveBeenCalledWith(HREF);
  },
};

export const Loading: Story = {
  args: { status: 'loading', reviews: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading Latest Reviews' })).toBeTruthy();
  },
};

export const Empty: Story = {
  args: { reviews: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No reviews during this period.')).toBeTruthy();
  },
};

export const Failed: Story = {
  args: { status: 'error', error: 'There was an error fetching the reviews', reviews: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
