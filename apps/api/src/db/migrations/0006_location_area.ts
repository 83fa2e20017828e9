/**
 * The location area: special (holiday) hours, directory-specific overrides, the directory
 * simulator's copies of each listing, the local NPI registry, and the location's status_reason.
 * - special_hours: one row per location and date (the spec's 'already set for this date' is the unique key).
 * - location_source_overrides: one per location and directory source.
 * - directory_listings: each directory's own copy of a location's listing (`data`, the listing fields), as the
 *   directory holds it; the simulator keeps it, a real connector would fetch it.
 * - npi_providers: the local registry's providers (global reference data, like the lookups).
 */
import { sql, type Kysely, type Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

export const DIRECTORY_CODES = ['google', 'facebook', 'apple_maps', 'bing', 'trip_advisor', 'yelp'] as const;
const LISTING_STATUSES = ['pending_sync', 'in_progress', 'pending_claim', 'action_required', 'published', 'in_sync', 'not_in_sync', 'not_available'];
const list = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)));

export const locationAreaMigration: Migration = {
  async up(db: AnyDb) {
    await sql`alter table locations add column status_reason text`.execute(db);

    await db.schema
      .createTable('special_hours')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
      .addColumn('start_date', 'date', (c) => c.notNull())
      .addColumn('closed', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('is_24_hours', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('hours', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('special_hours_location_date_key', ['location_id', 'start_date'])
      .execute();
    await sql`create index special_hours_account_idx on special_hours (account_id)`.execute(db);

    await db.schema
      .createTable('location_source_overrides')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
      .addColumn('source_id', 'integer', (c) => c.notNull().references('sources.id').onDelete('cascade'))
      .addColumn('phone', 'text')
      .addColumn('website', 'text')
      .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('location_source_overrides_location_source_key', ['location_id', 'source_id'])
      .execute();
    await sql`create index location_source_overrides_account_idx on location_source_overrides (account_id)`.execute(db);

    await db.schema
      .createTable('directory_listings')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.id').onDelete('cascade'))
      .addColumn('directory', 'text', (c) => c.notNull().check(sql`directory in (${list(DIRECTORY_CODES)})`))
      .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending_sync').check(sql`status in (${list(LISTING_STATUSES)})`))
      .addColumn('reference_id', 'text')
      .addColumn('listing_url', 'text')
      .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('fields_not_in_sync', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
      .addColumn('last_checked_at', 'timestamptz')
      .addColumn('last_published_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('directory_listings_location_directory_key', ['location_id', 'directory'])
      .execute();
    await sql`create index directory_listings_account_directory_idx on directory_listings (account_id, directory)`.execute(db);

    await db.schema
      .createTable('npi_providers')
      .addColumn('number', 'text', (c) => c.primaryKey().check(sql`number ~ '^[0-9]{10}$'`))
      .addColumn('first_name', 'text')
      .addColumn('middle_name', 'text')
      .addColumn('last_name', 'text')
      .addColumn('credential', 'text')
      .addColumn('organization_name', 'text')
      .addColumn('city', 'text')
      .addColumn('state', 'text')
      .addColumn('postal_code', 'text')
      .execute();
  },
  async down(db: AnyDb) {
    for (const table of ['npi_providers', 'directory_listings', 'location_source_overrides', 'special_hours']) {
      await db.schema.dropTable(table).execute();
    }
    await sql`alter table locations drop column status_reason`.execute(db);
  },
};
