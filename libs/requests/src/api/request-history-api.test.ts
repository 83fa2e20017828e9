import { createFakeApi, sentRequest } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { halPage, reviewRequestFixture } from '../testing/request-history-fixtures.js';
import { createRequestHistoryApi } from './request-history-api.js';

describe('createRequestHistoryApi', () => {
  it('reads a page of GET /review_requests with the period, outcome and search words', async () => {
    const fake = createFakeApi({
      'GET /review_requests': {
        status: 200,
        body: halPage('review_requests', [reviewRequestFixture()], 2, 26, 2),
      },
    });
    const api = createRequestHistoryApi(fake.client, 3);
    const page = await api.list({
      page: 2,
      perPage: 25,
      period: { startDate: '2026-10-30', endDate: '2026-11-28', locationId: 7 },
      outcome: 'feedback',
      keywords: ' dana ',
    });
    expect(page).toEqual({ items: [reviewRequestFixture()], total: 26, totalPages: 2, page: 2 });
    await api.list({ page: 1, perPage: 25, period: null, outcome: null, keywords: '' });
    expect(fake.requests.map(sentRequest)).toEqual([
      {
        method: 'GET',
        path: '/review_requests',
        query: {
          account_id: '3',
          page: '2',
          per_page: '25',
          start_date: '2026-10-30',
          end_date: '2026-11-28',
          location_id: '7',
          outcome: 'feedback',
          keywords: 'dana',
        },
      },
      { method: 'GET', path: '/review_requests', query: { account_id: '3', page: '1', per_page: '25' } },
    ]);
  });
});
