import { unwrap, type ApiClient } from '@locus/api-client';
import { readListPage } from '@locus/resources';
import type { SavedFilter, SavedFiltersApi } from '../ports/saved-filters-api.js';

/** Saved filters are the user preferences of this type. */
const PREFERENCE_TYPE = 'saved_filters' as const;

/** The filters' SavedFiltersApi over the typed client (P7-060..P7-063): the list by name, ascending. */
export function createSavedFiltersApi(client: ApiClient): SavedFiltersApi {
  return {
    async list(query, signal) {
      const reply = await unwrap(
        client.GET('/user_preferences', {
          params: { query: { ...query, preference_type: PREFERENCE_TYPE, 'sort[by]': 'name', 'sort[order]': 'asc' } },
          signal,
        }),
      );
      return readListPage<SavedFilter>(reply, 'user_preferences');
    },
    create: (accountId, name, config) =>
      unwrap(
        client.POST('/user_preferences', {
          params: { query: { account_id: accountId } },
          body: { preference_type: PREFERENCE_TYPE, name, config },
        }),
      ),
    update: (id, change) => unwrap(client.PATCH('/user_preferences/{id}', { params: { path: { id } }, body: change })),
    async remove(id) {
      await unwrap(client.DELETE('/user_preferences/{id}', { params: { path: { id } } }));
    },
  };
}
