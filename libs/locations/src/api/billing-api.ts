import { unwrap, type ApiClient } from '@locus/api-client';
import type { BillingApi } from '../ports/billing-api.js';

/** BillingApi over the typed client: the price of adding one location. */
export function createBillingApi(client: ApiClient): BillingApi {
  return {
    locationPreview: (accountId, signal) =>
      unwrap(
        client.GET('/billing/{id}/location_preview', { params: { path: { id: accountId }, query: { num_added_locations: 1 } }, signal }),
      ),
  };
}
