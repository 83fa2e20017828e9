/**
 * Indexes for the location list at the large profile (10,000 locations per account):
 * - (account_id, name, id) matches the default order with its tie-breaker, so a page at any offset and the
 *   account's total are read from the index alone (no sort, no wide heap rows); it supersedes (account_id, name).
 * - trigram indexes on the other searched columns, so a keyword search is a bitmap OR of index scans instead of
 *   a sequential ILIKE over every row (the name already has one since 0001).
 */
import { sql, type Kysely, type Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

const TRIGRAM_COLUMNS = ['public_name', 'city', 'zipcode', 'external_id'] as const;

export const listIndexesMigration: Migration = {
  async up(db: AnyDb) {
    await sql`create index locations_account_name_id_idx on locations (account_id, name, id)`.execute(db);
    await sql`drop index locations_account_name_idx`.execute(db);
    for (const column of TRIGRAM_COLUMNS) {
      await sql`create index ${sql.id(`locations_${column}_trgm_idx`)} on locations using gin (${sql.id(column)} gin_trgm_ops)`.execute(db);
    }
  },
  async down(db: AnyDb) {
    for (const column of TRIGRAM_COLUMNS) await sql`drop index ${sql.id(`locations_${column}_trgm_idx`)}`.execute(db);
    await sql`create index locations_account_name_idx on locations (account_id, name)`.execute(db);
    await sql`drop index locations_account_name_id_idx`.execute(db);
  },
};
