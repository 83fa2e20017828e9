import { createFakeApi, sentRequest } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { requestsOverviewFixture } from '../testing/requests-overview-fixtures.js';
import { createRequestsOverviewApi } from './requests-overview-api.js';

describe('createRequestsOverviewApi', () => {
  it('[P7-027] reads GET /reports/{account_id}/campaign/overview for the period, location and group', async () => {
    const fake = createFakeApi({
      'GET /reports/{account_id}/campaign/overview': { status: 200, body: requestsOverviewFixture() },
    });
    const api = createRequestsOverviewApi(fake.client, 3);
    expect(
      await api.get({ startDate: '2026-10-30', endDate: '2026-11-01', locationId: 7, groupId: 4 }),
    ).toEqual(requestsOverviewFixture());
    await api.get({ startDate: '2026-10-30', endDate: '2026-11-01', locationId: null, groupId: null });
    expect(fake.requests.map(sentRequest)).toEqual([
      {
        method: 'GET',
        path: '/reports/3/campaign/overview',
        query: { start_date: '2026-10-30', end_date: '2026-11-01', location_id: '7', group_id: '4' },
      },
      {
        method: 'GET',
        path: '/reports/3/campaign/overview',
        query: { start_date: '2026-10-30', end_date: '2026-11-01' },
      },
    ]);
  });
});
