import { createFakeApi, failure } from '@locus/api-client/testing';
import { describe, expect, it, vi } from 'vitest';
import { createRequestsOverviewApi } from '../api/requests-overview-api.js';
import { requestsOverviewFixture } from '../testing/requests-overview-fixtures.js';
import { RequestsOverviewStore } from './requests-overview-store.js';

const october = { startDate: '2026-10-30', endDate: '2026-11-01', locationId: null, groupId: null };
const november = { startDate: '2026-11-01', endDate: '2026-11-28', locationId: 7, groupId: null };

describe('RequestsOverviewStore', () => {
  it('shows loading, then the overview of the filters', async () => {
    const fake = createFakeApi({
      'GET /reports/{account_id}/campaign/overview': { status: 200, body: requestsOverviewFixture() },
    });
    const store = new RequestsOverviewStore({ api: createRequestsOverviewApi(fake.client, 3) });
    const loading = store.load(october);
    expect(store.view).toMatchObject({
      status: 'loading',
      rangeLabel: 'Oct 30 - Nov 1, 2026',
      cards: [],
      empty: false,
    });
    await loading;
    expect(store.view).toMatchObject({
      status: 'ready',
      loadError: null,
      empty: false,
      composeHref: '/request-reviews/compose',
    });
    expect(store.view.cards.map((card) => card.value)).toEqual(['50', '21', '9', '4', '6']);
  });

  it('shows the latest filters’ overview when an older reply comes late', async () => {
    let releaseFirst!: () => void;
    const fake = createFakeApi({
      'GET /reports/{account_id}/campaign/overview': ({ query }) =>
        query.get('start_date') === '2026-10-30'
          ? new Promise((resolve) => {
              releaseFirst = () => resolve({ status: 200, body: requestsOverviewFixture() });
            })
          : {
              status: 200,
              body: requestsOverviewFixture({
                start_date: '2026-11-01',
                end_date: '2026-11-28',
                reviews_gained: 11,
              }),
            },
    });
    const store = new RequestsOverviewStore({ api: createRequestsOverviewApi(fake.client, 3) });
    const first = store.load(october);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const second = store.load(november);
    releaseFirst?.();
    await Promise.all([first, second]);
    expect(store.view.rangeLabel).toBe('Nov 1 - Nov 28, 2026');
    expect(store.view.cards[4]?.value).toBe('11');
  });

  it('says in words when it failed and loads the same filters again on retry', async () => {
    const fake = createFakeApi({
      'GET /reports/{account_id}/campaign/overview': failure(500, 'Database unavailable.'),
    });
    const store = new RequestsOverviewStore({ api: createRequestsOverviewApi(fake.client, 3) });
    await store.load(november);
    expect(store.view).toMatchObject({
      status: 'error',
      loadError: 'The requests overview could not be loaded. Database unavailable.',
    });
    fake.on('GET /reports/{account_id}/campaign/overview', { status: 200, body: requestsOverviewFixture() });
    store.view.onRetry();
    await vi.waitFor(() => expect(store.view.status).toBe('ready'));
    expect(fake.requests.map((r) => r.query.get('location_id'))).toEqual(['7', '7']);
  });
});
