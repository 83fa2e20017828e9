import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { rollUpGroups } from '../keywords/store.js';

type Side = { groupId: number } | { locationId: number };

/**
 * Replaces the group/location links of one group (with location ids) or one location (with group ids).
 * The ids must already be checked to belong to the account. The groups' keyword roll-up follows: the old
 * links' mentions are taken out before, the new links' put in after.
 */
export async function replaceMemberships(db: Kysely<Database>, accountId: number, side: Side, otherIds: number[]): Promise<void> {
  const unique = [...new Set(otherIds)];
  const links = 'groupId' in side ? sql`gl.group_id = ${side.groupId}` : sql`gl.location_id = ${side.locationId}`;
  await rollUpGroups(db, links, -1);
  if ('groupId' in side) {
    await db.deleteFrom('group_locations').where('group_id', '=', side.groupId).execute();
  } else {
    await db.deleteFrom('group_locations').where('location_id', '=', side.locationId).execute();
  }
  if (unique.length === 0) return;
  const rows = unique.map((id) =>
    'groupId' in side
      ? { account_id: accountId, group_id: side.groupId, location_id: id }
      : { account_id: accountId, group_id: id, location_id: side.locationId },
  );
  await db.insertInto('group_locations').values(rows).execute();
  await rollUpGroups(db, links, 1);
}
