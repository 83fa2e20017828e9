import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { iso } from '../../http/wire.js';

/** Groups with `active_location_ids`: the ids of their locations whose open_status is not inactive. */
export function selectGroups(db: Kysely<Database>) {
  return db
    .selectFrom('groups as g')
    .selectAll('g')
    .select(
      sql<number[]>`array(select gl.location_id from group_locations gl join locations l on l.id = gl.location_id where gl.group_id = g.id and l.open_status <> 'inactive' order by gl.location_id)`.as(
        'active_location_ids',
      ),
    );
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
