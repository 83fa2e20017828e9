/**
 * A location's listing history (Local Listings, issue 29): what Auto Sync did to its directory copies. A scan that
 * finds a directory-side edit on a directory Locus publishes to queues Locus's data again; its arrival writes a
 * `corrected` event naming the fields it overwrote. Read newest first per location.
 */
import { sql, type Kysely, type Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

export const listingHistoryMigration: Migration = {
  async up(db: AnyDb) {
    await sql`create table listing_events (
      id serial primary key,
      account_id integer not null references accounts(id) on delete cascade,
      location_id integer not null references locations(id) on delete cascade,
      directory text not null,
      kind text not null,
      fields text[] not null default '{}',
      created_at timestamptz not null
    )`.execute(db);
    await sql`create index listing_events_location_idx on listing_events (location_id, created_at desc, id desc)`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`drop table listing_events`.execute(db);
  },
};
