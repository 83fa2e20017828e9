import { sql, type Kysely } from 'kysely';
import { queryCachesOf } from '../../db/caches/query-caches-plugin.js';
import type { Database, LocationsTable } from '../../db/schema.js';
import { hoursToWire } from '../hours/weekly-hours.js';
import { iso } from '../../http/wire.js';

/**
 * Every column of `locations` the API sends, in the table's order (the reply's key order). search_text (about
 * 700 characters a row, never sent) is left out: it was half of what a list page read from the database.
 */
const LOCATION_COLUMNS = [
  'id', 'account_id', 'name', 'public_name', 'address', 'address_2', 'city', 'state', 'state_id', 'country', 'country_id',
  'zipcode', 'phone', 'external_id', 'google_place_id', 'category_id', 'website', 'open_status', 'is_headquarters', 'status',
  'publishing_enabled', 'npi_numbers', 'hours', 'created_at', 'updated_at', 'status_reason',
] as const satisfies readonly SentColumn[];
type SentColumn = Exclude<keyof LocationsTable, 'search_text'>;
// Fails to compile when a column is added to the table but not to the list above (the reply would lose it).
type Unlisted = Exclude<SentColumn, (typeof LOCATION_COLUMNS)[number]>;
const allListed: [Unlisted] extends [never] ? true : Unlisted = true;
void allListed;

/**
 * Locations with group_ids by one correlated array per row (indexed; a page is 25 rows, so no N+1 round
 * trips). state_code and category_name come from the lookups below rather than joins: the lookup tables are
 * small and fixed, and the joins were a fifth of a list page's database time.
 */
export function selectLocations(db: Kysely<Database>) {
  return db
    .selectFrom('locations as l')
    .select(LOCATION_COLUMNS.map((column) => `l.${column}` as const))
    .select(sql<number[]>`array(select gl.group_id from group_locations gl where gl.location_id = l.id order by gl.group_id)`.as('group_ids'));
}

type LocationRow = Awaited<ReturnType<ReturnType<typeof selectLocations>['executeTakeFirstOrThrow']>>;

export interface LocationLookups {
  stateCodes: ReadonlyMap<number, string>;
  categoryNames: ReadonlyMap<number, string>;
  /** Source ids by code (the detail's directory entries name their source). */
  sourceIds: ReadonlyMap<string, number>;
}

const LOOKUP_TABLES: ReadonlySet<string> = new Set(['states', 'categories', 'sources']);

/** State codes and category names by id, source ids by code, from the database's lookup cache (dropped when either table is written). */
export async function locationLookups(db: Kysely<Database>): Promise<LocationLookups> {
  const read = async (): Promise<LocationLookups> => {
    const [states, categories, sources] = await Promise.all([
      db.selectFrom('states').select(['id', 'code']).execute(),
      db.selectFrom('categories').select(['id', 'name']).execute(),
      db.selectFrom('sources').select(['id', 'code']).execute(),
    ]);
    return {
      stateCodes: new Map(states.map((s) => [s.id, s.code])),
      categoryNames: new Map(categories.map((c) => [c.id, c.name])),
      sourceIds: new Map(sources.map((s) => [s.code, s.id])),
    };
  };
  const lookups = queryCachesOf(db)?.lookups;
  return lookups ? ((await lookups.through('location-lookups', LOOKUP_TABLES, Date.now(), read)) as LocationLookups) : read();
}

/** The wire form of a location row, with its lookups' names filled in. */
export function locationToWire(row: LocationRow, lookups: LocationLookups) {
  return {
    ...row,
    state_code: row.state_id === null ? null : (lookups.stateCodes.get(row.state_id) ?? null),
    category_name: row.category_id === null ? null : (lookups.categoryNames.get(row.category_id) ?? null),
    group_ids: row.group_ids ?? [],
    npi_numbers: row.npi_numbers ?? [],
    industry_ids: { npi_numbers: row.npi_numbers ?? [] },
    hours: hoursToWire(row.hours),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
