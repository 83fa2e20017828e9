import { createFakeApi, sentRequest } from '@locus/api-client/testing';
import { describe, expect, it } from 'vitest';
import { createListingsApi } from './listings-api.js';

describe('createListingsApi', () => {
  it('sends each call to its path with its query or body', async () => {
    const fake = createFakeApi({
      'GET /local_listings/metrics/{account_id}/locations': { status: 200, body: { locations: [], paging: { page: 2, per_page: 500, total: 0, total_pages: 0 } } },
      'POST /local_listings/publish': { status: 200, body: {} },
      'POST /local_listings/unpublish': { status: 200, body: {} },
    });
    const api = createListingsApi(fake.client);
    await api.dashboardLocations(7, { page: 2, per_page: 500, 'sort[by]': 'status', 'sort[order]': 'desc', statuses: 'in_sync,not_in_sync', group_id: 4 });
    await api.setAutoSync(7, [5], true);
    await api.setAutoSync(7, [5, 6], false);
    expect(fake.requests.map(sentRequest)).toEqual([
      {
        method: 'GET',
        path: '/local_listings/metrics/7/locations',
        query: { page: '2', per_page: '500', 'sort[by]': 'status', 'sort[order]': 'desc', statuses: 'in_sync,not_in_sync', group_id: '4' },
      },
      { method: 'POST', path: '/local_listings/publish', query: {}, body: { location_ids: [5], account_id: 7 } },
      { method: 'POST', path: '/local_listings/unpublish', query: {}, body: { location_ids: [5, 6], account_id: 7 } },
    ]);
  });

  it('reads one directory\'s copy of a location for the flyout', async () => {
    const fake = createFakeApi({ 'GET /local_listings/locations/{id}/directories/{directory}': { status: 200, body: { location_id: 5 } as never } });
    await createListingsApi(fake.client).directorySync(5, 'google');
    expect(fake.requests.map(sentRequest)).toEqual([{ method: 'GET', path: '/local_listings/locations/5/directories/google', query: {} }]);
  });

  it('[F7-049] the preview\'s Request Access sends a feature request for Local Listing, signed by the user', async () => {
    const fake = createFakeApi({ 'POST /webhooks/notify': { status: 201, body: {} as never } });
    await createListingsApi(fake.client, () => 11).requestAccess();
    expect(fake.calls('POST /webhooks/notify')[0]?.body).toEqual({ event: 'internal', user_id: 11, notification_type: 'feature_request', feature_name: 'Local Listing' });
    await expect(createListingsApi(fake.client).requestAccess()).rejects.toThrow('Not signed in');
  });
});
