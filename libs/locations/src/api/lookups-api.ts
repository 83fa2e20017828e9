import { unwrap, type ApiClient } from '@locus/api-client';
import { CATEGORY_PAGE_SIZE, LOOKUP_PAGE_SIZE } from '../model/lookups.js';
import type { LookupsApi } from '../ports/lookups-api.js';

/** LookupsApi over the typed client. */
export function createLookupsApi(client: ApiClient): LookupsApi {
  return {
    listCountries: (signal) => unwrap(client.GET('/countries', { params: { query: { per_page: LOOKUP_PAGE_SIZE } }, signal })),
    listStates: (countryId, signal) =>
      unwrap(client.GET('/states', { params: { query: { country_id: countryId ?? undefined, per_page: LOOKUP_PAGE_SIZE } }, signal })),
    searchCategories: (keywords, signal) =>
      unwrap(
        client.GET('/categories', {
          params: {
            query: {
              search_type: 'typeahead',
              keywords: keywords || undefined,
              'sort[by]': 'name',
              'sort[order]': 'asc',
              page: 1,
              per_page: CATEGORY_PAGE_SIZE,
            },
          },
          signal,
        }),
      ),
    async findPlaceCategory(placeId) {
      const reply = await unwrap(client.GET('/categories', { params: { query: { google_place_id: placeId, per_page: 1 } } }));
      return reply._embedded.categories[0] ?? null;
    },
  };
}
