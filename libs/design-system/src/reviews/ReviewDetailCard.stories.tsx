import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ResponseCard } from './ResponseCard.js';
import { ResponseComposer } from './ResponseComposer.js';
import { ReviewDetailCard, type ReviewDetailCardView } from './ReviewDetailCard.js';
import { ReviewStatusSelect } from './ReviewStatusSelect.js';
import { composerArgs, PUBLISHED_REPLY } from './response-story-args.js';

const REVIEW: ReviewDetailCardView = {
  rating: 2,
  ratingLabel: '2 stars',
  author: 'Ada Lovelace',
  title: 'Long wait',
  content: 'The wait was long and nobody told us why.',
  siteName: 'Google',
  locationName: 'Harbor Main St',
  publishedAt: '2026-11-26T23:30:00Z',
  publishedOn: 'Nov 26, 2026',
};

const meta = {
  title: 'Reviews/ReviewDetailCard',
  component: ReviewDetailCard,
  args: { review: REVIEW },
} satisfies Meta<typeof ReviewDetailCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The review alone: stars, where and when, who, title and text. */
export const Review: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Review' });
    await expect(within(card).getByRole('img', { name: '2 stars' })).toBeTruthy();
    await expect(card).toHaveTextContent('Google · Harbor Main St · Nov 26, 2026');
    await expect(card.querySelector('time')).toHaveAttribute('dateTime', '2026-11-26T23:30:00Z');
    await expect(within(card).getByRole('heading', { name: 'Long wait' })).toBeTruthy();
    await expect(within(card).queryByRole('heading', { name: 'Responses' })).toBeNull();
  },
};

/** A rating without words, title or name. */
export const RatingOnly: Story = {
  args: { review: { ...REVIEW, rating: 5, ratingLabel: '5 stars', author: null, title: null, content: 'No text' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No text')).toBeTruthy();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** The page's composition: the status under the text, then the responses and the reply box. */
export const WithAnswer: Story = {
  args: {
    controls: (
      <ReviewStatusSelect value="open" responseLabel="Responded" responded onChange={fn()} saving={false} error={null} />
    ),
    responses: (
      <>
        <ResponseCard siteName="Google" response={{ ...PUBLISHED_REPLY, author: null }} status="published" />
        <ResponseComposer {...composerArgs()} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Responses' })).toBeTruthy();
    await expect(canvas.getByRole('article', { name: 'Response' })).toHaveTextContent('Written on Google');
    await expect(canvas.getByRole('textbox', { name: 'Reply on Google' })).toBeTruthy();
  },
};

/** On a 390 px phone a long unbroken word wraps inside the card (seen in the catalogue). */
export const PhoneLongText: Story = {
  args: { review: { ...REVIEW, content: `Terrible${'!'.repeat(300)}` } },
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
};
