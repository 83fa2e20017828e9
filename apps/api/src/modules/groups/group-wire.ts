import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { iso } from '../../http/wire.js';
import type { AllowedLocations } from '../../http/location-scope.js';

/**
 * Groups with `active_location_ids`: the ids of their locations whose open_status is not inactive. For a
 * limited reader (issue 29) only the groups holding one of their locations, and of those only their locations.
 */
export function selectGroups(db: Kysely<Database>, allowed: AllowedLocations = null) {
  const mine = allowed === null ? sql`true` : sql`gl.location_id = any(${[...allowed]}::int[])`;
  const query = db
    .selectFrom('groups as g')
    .selectAll('g')
    .select(
      sql<number[]>`array(select gl.location_id from group_locations gl join locations l on l.id = gl.location_id where gl.group_id = g.id and l.open_status <> 'inactive' and ${mine} order by gl.location_id)`.as(
        'active_location_ids',
      ),
    );
  return allowed === null ? query : query.where(sql<boolean>`exists (select 1 from group_locations gl where gl.group_id = g.id and ${mine})`);
}

type GroupRow = Awaited<ReturnType<ReturnType<typeof selectGroups>['executeTakeFirstOrThrow']>>;

export function groupToWire(row: GroupRow) {
  return {
    id: row.id,
    account_id: row.account_id,
    name: row.name,
    active_location_ids: row.active_location_ids ?? [],
    created_at: iso(row.created_at),
  };
}
