import { unwrap, type ApiClient } from '@locus/api-client';
import type { ListingsApi } from '../ports/listings-api.js';

/** F7-049: the feature name of the Local Listings request. */
export const LISTINGS_FEATURE_NAME = 'Local Listing';

/** ListingsApi over the generated client: the contract's paths and bodies, typed. `userId` signs the feature request. */
export function createListingsApi(client: ApiClient, userId: () => number | null = () => null): ListingsApi {
  return {
    dashboardLocations: (accountId, query, signal) =>
      unwrap(
        client.GET('/local_listings/metrics/{account_id}/locations', { params: { path: { account_id: accountId }, query }, signal }),
      ),
    directorySync: (id, directory, signal) =>
      unwrap(client.GET('/local_listings/locations/{id}/directories/{directory}', { params: { path: { id, directory } }, signal })),
    async setAutoSync(accountId, locationIds, on) {
      const body = { location_ids: locationIds, account_id: accountId };
      await unwrap(on ? client.POST('/local_listings/publish', { body }) : client.POST('/local_listings/unpublish', { body }));
    },
    async setDirectoryEnabled(accountId, locationId, sourceId, enabled) {
      const found = await unwrap(
        client.GET('/location_source_overrides', { params: { query: { account_id: accountId, location_id: locationId, source_id: sourceId } } }),
      );
      const existing = found._embedded.location_source_overrides[0];
      await unwrap(
        existing
          ? client.PATCH('/location_source_overrides/{id}', { params: { path: { id: existing.id } }, body: { enabled } })
          : client.POST('/location_source_overrides', { body: { account_id: accountId, location_id: locationId, source_id: sourceId, enabled } }),
      );
    },
    listingHistory: (id, signal) => unwrap(client.GET('/local_listings/locations/{id}/history', { params: { path: { id } }, signal })),
    async requestAccess() {
      const user = userId();
      if (user === null) throw new Error('Not signed in');
      await unwrap(
        client.POST('/webhooks/notify', { body: { event: 'internal', user_id: user, notification_type: 'feature_request', feature_name: LISTINGS_FEATURE_NAME } }),
      );
    },
  };
}
