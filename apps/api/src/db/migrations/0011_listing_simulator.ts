/**
 * Local Listings simulator. `publish_due_at` marks a copy whose published data is still travelling to
 * the directory (status in_progress until it arrives); the dashboard sorts and filters copies by status.
 */
import { sql, type Kysely, type Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

export const listingSimulatorMigration: Migration = {
  async up(db: AnyDb) {
    await sql`alter table directory_listings add column publish_due_at timestamptz`.execute(db);
    await sql`create index directory_listings_location_idx on directory_listings (location_id, status)`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`drop index directory_listings_location_idx`.execute(db);
    await sql`alter table directory_listings drop column publish_due_at`.execute(db);
  },
};
