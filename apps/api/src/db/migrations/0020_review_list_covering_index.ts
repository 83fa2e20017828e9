/**
 * The review list's newest-first walk over an account (reviews_account_published_idx) also carries the columns
 * its filters read (location, source, rating, sentiment, workflow status), so a filtered page is an index-only
 * walk: at the large profile a group, status or response filter used to fetch a heap row per review walked
 * (thousands for a page of 25). It replaces the plain index.
 */
import { sql, type Kysely, type Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

export const reviewListCoveringIndexMigration: Migration = {
  async up(db: AnyDb) {
    await sql`create index reviews_account_published_cover_idx on reviews (account_id, published_at desc, id desc)
      include (location_id, source_id, rating, sentiment, status)`.execute(db);
    await sql`drop index reviews_account_published_idx`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`create index reviews_account_published_idx on reviews (account_id, published_at desc, id desc)`.execute(db);
    await sql`drop index reviews_account_published_cover_idx`.execute(db);
  },
};
