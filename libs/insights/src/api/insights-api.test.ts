import { createFakeApi, sentRequest } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { keyword, mentionedReply, RANK } from '../testing/fixtures.js';
import { createInsightsApi } from './insights-api.js';

const detail = { ...keyword('staff', 1, 0), trend: [] };
const reviews = { _embedded: { reviews: [] }, _total: 0, _total_pages: 1, _page: 1, _links: { self: { href: '/x' } } };

describe('createInsightsApi', () => {
  it('sends each call to its path with the account, the keyword and the query', async () => {
    const fake = createFakeApi({
      'GET /insights/{id}/mentioned': mentionedReply([]),
      'GET /insights/{id}/category_rank': RANK,
      'GET /insights/{id}/keywords/{keyword}': { status: 200, body: detail },
      'GET /insights/{id}/keywords/{keyword}/reviews': { status: 200, body: reviews },
    });
    const api = createInsightsApi(fake.client);
    await api.mentioned(10, { group_id: 3, 'sort[by]': 'controversy', per_page: 500 });
    await api.categoryRank(10, { sentiment: 'negative' });
    expect(await api.keyword(10, 'wait time', { location_id: 7 })).toEqual(detail);
    await api.keywordReviews(10, 'wait time', { rating: [5], page: 2, per_page: 25 });
    expect(fake.requests.map(sentRequest)).toEqual([
      { method: 'GET', path: '/insights/10/mentioned', query: { group_id: '3', 'sort[by]': 'controversy', per_page: '500' } },
      { method: 'GET', path: '/insights/10/category_rank', query: { sentiment: 'negative' } },
      { method: 'GET', path: '/insights/10/keywords/wait%20time', query: { location_id: '7' } },
      { method: 'GET', path: '/insights/10/keywords/wait%20time/reviews', query: { rating: '5', page: '2', per_page: '25' } },
    ]);
  });
});
