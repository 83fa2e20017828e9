import { unwrap, type ApiClient } from '@locus/api-client';
import type { ListingsApi } from '../ports/listings-api.js';

/** ListingsApi over the generated client: the contract's paths and bodies, typed. */
export function createListingsApi(client: ApiClient): ListingsApi {
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
  };
}
