import { createFakeApi, sentRequest } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { createReviewTagsApi } from './review-tags-api.js';

describe('createReviewTagsApi', () => {
  it('[P7-041] suggests tag names with a typeahead search', async () => {
    const fake = createFakeApi({
      'GET /tags': {
        status: 200,
        body: { _embedded: { tags: [{ id: 1, account_id: 3, name: 'parking' }] } },
      },
    });
    expect(await createReviewTagsApi(fake.client, 3).suggest('par')).toEqual(['parking']);
    expect(fake.requests.map(sentRequest)).toEqual([
      {
        method: 'GET',
        path: '/tags',
        query: { account_id: '3', keywords: 'par', search_type: 'typeahead', per_page: '10' },
      },
    ]);
  });

  it('[P7-040] tags a review, and untags it with DELETE review_tags naming account, review and tag', async () => {
    const fake = createFakeApi({
      'POST /review_tags': { status: 201, body: { id: 4, account_id: 3, review_id: 7, name: 'parking' } },
      'DELETE /review_tags': { status: 204 },
    });
    const api = createReviewTagsApi(fake.client, 3);
    await api.add(7, 'parking');
    await api.remove(7, 'wait time');
    expect(fake.requests.map(sentRequest)).toEqual([
      {
        method: 'POST',
        path: '/review_tags',
        query: {},
        body: { account_id: 3, review_id: 7, name: 'parking' },
      },
      {
        method: 'DELETE',
        path: '/review_tags',
        query: { account_id: '3', review_id: '7', name: 'wait time' },
      },
    ]);
  });
});
