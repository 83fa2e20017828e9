import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { hoursToWire } from './hours.js';
import { iso } from './wire.js';

/**
 * Locations with their derived fields: state_code and category_name by join, group_ids by one
 * correlated array per row (indexed; a page is 25 rows, so no N+1 round trips).
 */
export function selectLocations(db: Kysely<Database>) {
  return db
    .selectFrom('locations as l')
    .leftJoin('states as s', 's.id', 'l.state_id')
    .leftJoin('categories as c', 'c.id', 'l.category_id')
    .selectAll('l')
    .select(['s.code as state_code', 'c.name as category_name'])
    .select(sql<number[]>`array(select gl.group_id from group_locations gl where gl.location_id = l.id order by gl.group_id)`.as('group_ids'));
}

type LocationRow = Awaited<ReturnType<ReturnType<typeof selectLocations>['executeTakeFirstOrThrow']>>;

export function locationToWire(row: LocationRow) {
  return {
    ...row,
    group_ids: row.group_ids ?? [],
    npi_numbers: row.npi_numbers ?? [],
    hours: hoursToWire(row.hours),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
