import type { Schemas } from '@locus/api-client';
import type { ListPage } from '@locus/resources';

/** A saved filter: a user preference of type saved_filters (P7-060..P7-063). */
export type SavedFilter = Schemas['UserPreference'];

/** GET /user_preferences of the saved filters, sorted by name (P7-060). */
export interface SavedFiltersQuery {
  account_id?: number;
  user_id?: number;
  page: number;
  per_page: number;
  /** An exact name, to narrow the list. */
  name?: string;
}

/**
 * The saved-filter calls (P7-060..P7-063). `api/saved-filters-api.ts` adapts the typed client to it, so
 * the store is tested without HTTP.
 */
export interface SavedFiltersApi {
  list(query: SavedFiltersQuery, signal?: AbortSignal): Promise<ListPage<SavedFilter>>;
  /** POST /user_preferences for the account (P7-061). */
  create(accountId: number | undefined, name: string, config: Schemas['PreferenceConfig']): Promise<SavedFilter>;
  /** PATCH /user_preferences/{id}: a new name, or the current filters (P7-062). */
  update(id: number, change: { name: string } | { config: Schemas['PreferenceConfig'] }): Promise<SavedFilter>;
  /** DELETE /user_preferences/{id} (P7-063). */
  remove(id: number): Promise<void>;
}
