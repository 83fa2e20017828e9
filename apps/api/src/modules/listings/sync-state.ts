import type { Kysely } from 'kysely';
import type { Database, DirectoryCode } from '../../db/schema.js';

/**
 * Records the outcome of comparing Locus with a directory's copy (after Sync From Google now; after each scan
 * in the listings issue): in_sync with no fields, or not_in_sync naming the fields that differ.
 */
export async function recordComparison(
  db: Kysely<Database>,
  locationId: number,
  directory: DirectoryCode,
  fieldsNotInSync: readonly string[],
  at: Date,
): Promise<void> {
  await db.updateTable('directory_listings')
    .set({ status: fieldsNotInSync.length > 0 ? 'not_in_sync' : 'in_sync', fields_not_in_sync: [...fieldsNotInSync], last_checked_at: at, updated_at: at })
    .where('location_id', '=', locationId)
    .where('directory', '=', directory)
    .execute();
}
