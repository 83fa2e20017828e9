import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { reviewRows } from '../fixtures/reviews.js';
import { ReviewList } from './ReviewList.js';

const meta = {
  title: 'Reviews/ReviewList',
  component: ReviewList,
  args: { status: 'loaded', rows: reviewRows, onRetry: fn(), onNavigate: fn() },
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Reviews' });
    await expect(within(list).getAllByTestId('review-row')).toHaveLength(3);
  },
};

/** A page's worth of placeholder rows, each a row's least height. */
export const Loading: Story = {
  args: { status: 'loading', rows: [] },
  play: async ({ canvasElement }) => {
    const placeholder = within(canvasElement).getByRole('progressbar', { name: 'Loading reviews' });
    await expect(within(placeholder).getAllByTestId('list-skeleton-row')).toHaveLength(25);
  },
};

export const Empty: Story = {
  args: { status: 'empty', rows: [] },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('No reviews');
    await expect(status).toHaveTextContent('No review matches these filters.');
  },
};

export const Error: Story = {
  args: { status: 'error', rows: [], error: 'Boom' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Boom');
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Each row's button from the app, and one row's answer area open under it. */
export const WithRowAnswer: Story = {
  args: {
    rowActions: (row) => <button type="button">{row.responded ? 'Edit reply' : 'Respond'}</button>,
    rowAnswer: (row) => (row.id === reviewRows[0]?.id ? <p>The reply box goes here.</p> : null),
  },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByTestId('review-row');
    await expect(within(rows[0] as HTMLElement).getByText('The reply box goes here.')).toBeTruthy();
    await expect(within(canvasElement).getAllByText('The reply box goes here.')).toHaveLength(1);
    await expect(within(canvasElement).getAllByRole('button').length).toBe(rows.length);
  },
};
