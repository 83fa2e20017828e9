import { describe, expect, it } from 'vitest';
import { FIXTURE_NOW, reviewDetailFixture } from '../testing/review-fixtures.js';
import { reviewDetailView } from './review-detail-view.js';

const clock = { now: () => new Date(FIXTURE_NOW), utcOffset: 0 };

describe('review detail view', () => {
  it('says the review in words: stars, who, where, when and what', () => {
    expect(reviewDetailView(reviewDetailFixture([], { title: 'Long wait' }), clock)).toEqual({
      rating: 2,
      ratingLabel: '2 stars',
      author: 'Ada Lovelace',
      title: 'Long wait',
      content: 'The wait was long and nobody told us why.',
      siteName: 'Google',
      locationName: 'Harbor Main St',
      publishedAt: '2026-03-20T23:30:00Z',
      publishedOn: 'Mar 20, 2026',
    });
  });

  it('dates the review in the user’s zone', () => {
    // 23:30 UTC is already the next day two hours east.
    expect(reviewDetailView(reviewDetailFixture(), { ...clock, utcOffset: 120 }).publishedOn).toBe('Mar 21, 2026');
  });

  it('says when a review has no text, title or author, and names one star in the singular', () => {
    const bare = reviewDetailView(
      reviewDetailFixture([], { rating: 1, content: null, title: ' ', author_name: null }),
      clock,
    );
    expect(bare).toMatchObject({ ratingLabel: '1 star', content: 'No text', title: null, author: null });
  });
});
