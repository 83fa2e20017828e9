import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { KeywordReviewList } from './KeywordReviewList.js';

const review = (id: number, author: string, rating: number, content: string) => ({
  id,
  author,
  rating,
  title: null,
  content,
  publishedAt: '2026-03-20T10:00:00Z',
});

const meta = {
  title: 'Keywords/KeywordReviewList',
  component: KeywordReviewList,
  args: {
    status: 'loaded',
    error: null,
    emptyText: null,
    reviews: [review(1, 'Ada', 5, 'The front desk staff were lovely.'), review(2, 'Ben', 2, 'Staff seemed rushed today.')],
    page: 1,
    totalPages: 3,
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof KeywordReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

// The first story carries the file's cold start: it only reads.
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Reviews' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const NextPage: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Go to page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = {
  args: { status: 'loading', reviews: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading reviews' })).toBeTruthy();
  },
};

export const Empty: Story = {
  args: { reviews: [], totalPages: 0, emptyText: 'No reviews mention this keyword during this period.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No reviews mention this keyword during this period.')).toBeTruthy();
  },
};

export const Failed: Story = {
  args: { status: 'error', error: 'There was an error fetching data for this keyword', reviews: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
