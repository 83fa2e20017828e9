import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { respondedReview, reviewRow } from '../fixtures/reviews.js';
import { ReviewRow } from './ReviewRow.js';

const meta = {
  title: 'Reviews/ReviewRow',
  component: ReviewRow,
  args: { review: reviewRow(1), onNavigate: fn() },
  // A row is a list item: the list around it is ReviewList's.
  decorators: [(Story) => <ul aria-label="Reviews">{Story()}</ul>],
} satisfies Meta<typeof ReviewRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No title, not answered: the row at its least height. */
export const WithoutTitle: Story = {
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('review-row');
    await expect(within(row).getByRole('img', { name: '5 stars' })).toBeTruthy();
    await expect(within(row).getByText('Not responded')).toBeTruthy();
    await expect(within(row).queryByRole('heading')).toBeNull();
  },
};

export const WithTitle: Story = {
  args: { review: reviewRow(1, { title: 'Best dentist in town' }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Best dentist in town' }),
    ).toBeTruthy();
  },
};

/** Answered: the green pill. */
export const Responded: Story = {
  args: { review: respondedReview },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Responded')).toBeTruthy();
  },
};

/** A long review and an unbroken word wrap inside the row, on a phone too. */
export const LongText: Story = {
  args: {
    review: reviewRow(4, {
      title: 'A very long visit report that goes on and on about every detail of the appointment',
      content: `${'The staff were friendly and the rooms were clean. '.repeat(12)}https://example.com/${'x'.repeat(120)}`,
      locationName: 'Harbor Medical Plaza, Suite 400 (North Entrance)',
    }),
  },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('review-row');
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};

/** A plain click goes to the app's router; the link keeps its real address for new tabs. */
export const Navigates: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View review by Ada' });
    await expect(link).toHaveAttribute('href', '/reviews/1');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/reviews/1');
  },
};

/** The app's slots: a Respond button beside the link and the opened reply box under the row. */
export const WithAnswerArea: Story = {
  args: {
    actions: (
      <button type="button" onClick={fn()}>
        Respond
      </button>
    ),
    answer: <p>The reply box goes here.</p>,
  },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('review-row');
    await expect(within(row).getByRole('button', { name: 'Respond' })).toBeTruthy();
    await expect(within(row).getByText('The reply box goes here.')).toBeTruthy();
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};
