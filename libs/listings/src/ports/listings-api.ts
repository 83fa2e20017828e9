import type { Schemas } from '@locus/api-client';
import type { DashboardSortField } from '../model/dashboard-query.js';
import type { DirectoryCode } from '../model/statuses.js';

/** GET /local_listings/metrics/{account_id}/locations: a page, its sort and the dashboard's filters. */
export interface DashboardLocationsQuery {
  page: number;
  per_page?: number;
  'sort[by]': DashboardSortField;
  'sort[order]': 'asc' | 'desc';
  /** Comma-separated, as are `directories` and `location_ids`. */
  statuses?: string;
  directories?: string;
  location_id?: number;
  location_ids?: string;
  group_id?: number;
}

/**
 * The Local Listings calls of the dashboard (section 7, Local Listings). The dashboard factory adapts the
 * API client to this port, so the stores and their tests stay free of HTTP.
 */
export interface ListingsApi {
  /** A page of the account's locations with their directory copies. */
  dashboardLocations(
    accountId: number,
    query: DashboardLocationsQuery,
    signal?: AbortSignal,
  ): Promise<Schemas['LocalListingLocationPage']>;
  /** One directory's copy of one location, for the sync flyout. */
  directorySync(locationId: number, directory: DirectoryCode, signal?: AbortSignal): Promise<Schemas['LocalListingSync']>;
  /** POST /local_listings/publish (on) or /local_listings/unpublish (off): a location's Auto Sync. */
  setAutoSync(accountId: number, locationIds: number[], on: boolean): Promise<void>;
  /** A directory's own publishing switch (F6-024): the location's override for that source, created or updated. */
  setDirectoryEnabled(accountId: number, locationId: number, sourceId: number, enabled: boolean): Promise<void>;
  /** What Auto Sync did to the location's directory copies, newest first. */
  listingHistory(locationId: number, signal?: AbortSignal): Promise<Schemas['LocalListingHistory']>;
  /** The preview screen's Request Access: a feature request for Local Listing (F7-049). */
  requestAccess(): Promise<void>;
}
