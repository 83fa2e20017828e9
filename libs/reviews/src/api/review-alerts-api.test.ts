import { createFakeApi, sentRequest } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { reviewAlertFixture } from '../testing/review-alert-fixtures.js';
import { createReviewAlertsApi } from './review-alerts-api.js';

describe('createReviewAlertsApi', () => {
  it('reads and saves a user’s alert settings in the account', async () => {
    const saved = reviewAlertFixture({ enabled: true, ratings: 'low', group_ids: [4, 5] });
    const fake = createFakeApi({
      'GET /users/{id}/review_alert': { status: 200, body: reviewAlertFixture() },
      'PUT /users/{id}/review_alert': { status: 200, body: saved },
    });
    const api = createReviewAlertsApi(fake.client, 3);
    expect(await api.get(11)).toEqual(reviewAlertFixture());
    expect(await api.save(11, { enabled: true, ratings: 'low', group_ids: [4, 5] })).toEqual(saved);
    expect(fake.requests.map(sentRequest)).toEqual([
      { method: 'GET', path: '/users/11/review_alert', query: { account_id: '3' } },
      {
        method: 'PUT',
        path: '/users/11/review_alert',
        query: { account_id: '3' },
        body: { enabled: true, ratings: 'low', group_ids: [4, 5] },
      },
    ]);
  });
});
