import { unwrap, type ApiClient } from '@locus/api-client';
import type { LocationsApi } from '../ports/locations-api.js';

/** LocationsApi over the typed client; `accountId` is the account the list and the create act for. */
export function createLocationsApi(client: ApiClient, accountId: () => number | null): LocationsApi {
  const account = () => accountId() ?? undefined;
  return {
    listLocations: (query, signal) =>
      unwrap(
        client.GET('/locations', {
          params: {
            query: {
              account_id: account(),
              'sort[by]': query.sortBy,
              'sort[order]': query.sortOrder,
              keywords: query.keywords || undefined,
              search_type: query.keywords ? 'typeahead' : undefined,
              group_id: query.groupId ?? undefined,
              page: query.page,
              per_page: query.perPage,
            },
          },
          signal,
        }),
      ),
    getLocation: (id, signal) => unwrap(client.GET('/locations/{id}', { params: { path: { id } }, signal })),
    createLocation: (body) => unwrap(client.POST('/locations', { params: { query: { account_id: account() } }, body })),
    updateLocation: (id, body) => unwrap(client.PATCH('/locations/{id}', { params: { path: { id } }, body })),
    async deleteLocation(id) {
      await unwrap(client.DELETE('/locations/{id}', { params: { path: { id } } }));
    },
    locationIssues: (location, signal) =>
      unwrap(
        client.GET('/issues', {
          params: { query: { account_id: location.account_id, location_id: location.id, resource_type: 'location' } },
          signal,
        }),
      ),
    locationDiff: (id) => unwrap(client.GET('/locations/{id}/diff', { params: { path: { id } } })),
    syncLocation: (id) => unwrap(client.POST('/locations/{id}/diff', { params: { path: { id } }, body: { override: true } })),
  };
}
