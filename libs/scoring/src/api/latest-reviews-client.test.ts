import { createFakeApi, sentRequest } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { review, reviewsReply } from '../testing/fixtures.js';
import { createLatestReviewsApi } from './latest-reviews-client.js';

describe('createLatestReviewsApi', () => {
  it('asks GET /reviews for the newest few of the filters and reads the reviews', async () => {
    const fake = createFakeApi({ 'GET /reviews': reviewsReply([review(1), review(2)]) });
    const reviews = await createLatestReviewsApi(fake.client).latest({ published_after: '2026-01-01', group_id: 2, source_id: 4 }, 5);
    expect(reviews.map((r) => r.id)).toEqual([1, 2]);
    expect(fake.requests.map(sentRequest)).toEqual([
      {
        method: 'GET',
        path: '/reviews',
        query: { published_after: '2026-01-01', group_id: '2', source_id: '4', 'sort[by]': 'published_at', 'sort[order]': 'desc', per_page: '5' },
      },
    ]);
  });
});
