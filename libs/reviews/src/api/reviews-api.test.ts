import { createFakeApi, sentRequest } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { reviewDetailFixture } from '../testing/review-fixtures.js';
import { reviewsPageReply } from '../testing/reviews-page.js';
import { createReviewsApi } from './reviews-api.js';

describe('createReviewsApi', () => {
  it('asks GET /reviews for the query, by published_at, with the page size', async () => {
    const fake = createFakeApi({ 'GET /reviews': reviewsPageReply() });
    await createReviewsApi(fake.client).page({ group_id: 2, rating: [4, 5], 'sort[order]': 'desc', after: 'c-9' }, 50);
    expect(fake.requests.map(sentRequest)).toEqual([
      {
        method: 'GET',
        path: '/reviews',
        query: { group_id: '2', rating: ['4', '5'], 'sort[order]': 'desc', after: 'c-9', 'sort[by]': 'published_at', per_page: '50' },
      },
    ]);
  });

  it('reads one review with GET /reviews/{id}', async () => {
    const fake = createFakeApi({ 'GET /reviews/{id}': { status: 200, body: reviewDetailFixture() } });
    expect((await createReviewsApi(fake.client).detail(7)).location.phone).toBe('(617) 555-0142');
    expect(fake.requests.map(sentRequest)).toEqual([{ method: 'GET', path: '/reviews/7', query: {} }]);
  });
});
