import type { WeekHours } from '../model/day-hours.js';
import type { SpecialHours, SpecialHoursFields } from '../model/special-hours.js';

/** GET /special_hours parameters (section 7, Hours). */
export interface SpecialHoursQuery {
  location_id: number;
  /** Today, YYYY-MM-DD: past entries are not edited. */
  start_date: string;
  'sort[by]': 'start_date';
  'sort[order]': 'asc';
  per_page: number;
}

/**
 * The special-hours calls (section 7, Hours). The app adapts its API client to this port (the account
 * identity travels with every call), so the stores and their tests stay free of HTTP.
 */
export interface SpecialHoursApi {
  list(query: SpecialHoursQuery, signal?: AbortSignal): Promise<SpecialHours[]>;
  /** POST /special_hours for one location. */
  create(locationId: number, fields: SpecialHoursFields): Promise<SpecialHours>;
  /** PATCH /special_hours/{id}. */
  update(id: number, fields: SpecialHoursFields): Promise<SpecialHours>;
  /** DELETE /special_hours/{id}. */
  remove(id: number): Promise<void>;
}

/** POST /special_hours, bulk variant: one entry for many locations (section 7, Hours). */
export interface BulkHolidayHoursApi {
  createForLocations(locationIds: readonly number[], fields: SpecialHoursFields): Promise<void>;
}

/** A location as the bulk hours edit receives it: its id and its writable fields. */
export interface BulkLocation {
  id: number;
  [field: string]: unknown;
}

/** A location already read, or only its id: the store reads it before the full-body PATCH. */
export type BulkLocationRef = number | BulkLocation;

/** PATCH /locations/{id} with the full body (section 7, Locations: bulk hours). */
export interface BulkLocationHoursApi {
  /** GET /locations/{id}: the body of a location known only by its id (e.g. every row of a list). */
  readLocation(id: number): Promise<BulkLocation>;
  patchLocation(id: number, body: Record<string, unknown> & { hours: WeekHours }): Promise<void>;
}
