import type { Schemas } from '@locus/api-client';

export type LocationSortField = 'name' | 'city' | 'state' | 'zipcode' | 'external_id';

/** GET /locations: one page of the account's locations; a keyword search is a typeahead search. */
export interface LocationsQuery {
  keywords: string;
  sortBy: LocationSortField;
  sortOrder: 'asc' | 'desc';
  groupId?: number | null;
  /** Left out, the server's first page. */
  page?: number;
  perPage: number;
}

/** What Accept Changes of Sync From Google answers: the server's message and the synced location. */
export interface LocationSynced {
  message: string;
  location: Schemas['LocationDetail'];
}

/**
 * The location calls (sections 4, 5 and 9). The app adapts its API client to this port (the account the
 * calls act for travels with the list and the create), so the stores and their tests stay free of HTTP.
 */
export interface LocationsApi {
  listLocations(query: LocationsQuery, signal?: AbortSignal): Promise<Schemas['LocationList']>;
  /** GET /locations/{id}: everything the detail page and the form show. */
  getLocation(id: number, signal?: AbortSignal): Promise<Schemas['LocationDetail']>;
  createLocation(body: Schemas['LocationCreate']): Promise<Schemas['LocationDetail']>;
  /** PATCH /locations/{id}: the form's save, or the new location's groups. */
  updateLocation(id: number, body: Schemas['LocationUpdate']): Promise<Schemas['LocationDetail']>;
  deleteLocation(id: number): Promise<void>;
  /** GET /issues of one location (of its own account): the quick place search reads their statuses. */
  locationIssues(location: { id: number; account_id?: number }, signal?: AbortSignal): Promise<Schemas['IssueList']>;
  /** GET /locations/{id}/diff: Google's values beside ours. */
  locationDiff(id: number): Promise<Schemas['LocationDiff']>;
  /** POST /locations/{id}/diff with override: Google's values replace ours. */
  syncLocation(id: number): Promise<LocationSynced>;
}
