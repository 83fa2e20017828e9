/**
 * Keywords and experience categories mentioned in reviews (docs/keywords.md). One row per mention:
 * a keyword in one sentence of a review, with that sentence's sentiment. The review's filtered columns
 * (account, location, source, rating, published_at) are copied onto the row, so the mentioned and
 * category_rank counts are index-only scans of this table, never a join with the wide review rows:
 * - (account_id, published_at) INCLUDE the counted columns serves the account-wide date range;
 * - (location_id, published_at) INCLUDE the same serves the location and group filters;
 * - (account_id, keyword, published_at) serves one keyword's detail (its trend and its reviews).
 * keyword_day_counts rolls the mentions up per UTC day, source, rating, keyword and sentiment: the account-wide
 * counts over whole days (the filter bar's ranges) read it instead, a few hundred rows a day however many
 * reviews the account has; a location or group filter reads the mentions (a small slice) instead.
 * keyword_month_counts is the same per calendar month (UTC): a range's whole months come from it, only its
 * partial first and last months from the day rows.
 */
import { sql, type Kysely, type Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

export const reviewKeywordsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('review_keywords')
      .addColumn('review_id', 'integer', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
      .addColumn('position', 'smallint', (c) => c.notNull())
      .addColumn('account_id', 'integer', (c) => c.notNull())
      .addColumn('location_id', 'integer', (c) => c.notNull())
      .addColumn('source_id', 'integer', (c) => c.notNull())
      .addColumn('rating', 'smallint', (c) => c.notNull())
      .addColumn('published_at', 'timestamptz', (c) => c.notNull())
      .addColumn('keyword', 'text', (c) => c.notNull())
      .addColumn('category', 'text')
      .addColumn('sentiment', 'smallint', (c) => c.notNull().check(sql`sentiment in (-1, 0, 1)`))
      .addPrimaryKeyConstraint('review_keywords_pkey', ['review_id', 'position'])
      .execute();
    await sql`create index review_keywords_account_idx on review_keywords (account_id, published_at)
      include (keyword, category, sentiment, rating, location_id, source_id)`.execute(db);
    await sql`create index review_keywords_location_idx on review_keywords (location_id, published_at)
      include (keyword, category, sentiment, rating, source_id)`.execute(db);
    await sql`create index review_keywords_keyword_idx on review_keywords (account_id, keyword, published_at)
      include (sentiment, rating, location_id, source_id)`.execute(db);
    await db.schema
      .createTable('keyword_day_counts')
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('day', 'date', (c) => c.notNull())
      .addColumn('source_id', 'integer', (c) => c.notNull())
      .addColumn('rating', 'smallint', (c) => c.notNull())
      .addColumn('keyword', 'text', (c) => c.notNull())
      .addColumn('category', 'text')
      .addColumn('sentiment', 'smallint', (c) => c.notNull())
      .addColumn('mentions', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('keyword_day_counts_pkey', ['account_id', 'day', 'source_id', 'rating', 'keyword', 'sentiment'])
      .execute();
    await db.schema
      .createTable('keyword_month_counts')
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('month', 'date', (c) => c.notNull())
      .addColumn('source_id', 'integer', (c) => c.notNull())
      .addColumn('rating', 'smallint', (c) => c.notNull())
      .addColumn('keyword', 'text', (c) => c.notNull())
      .addColumn('category', 'text')
      .addColumn('sentiment', 'smallint', (c) => c.notNull())
      .addColumn('mentions', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('keyword_month_counts_pkey', ['account_id', 'month', 'source_id', 'rating', 'keyword', 'sentiment'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('keyword_month_counts').ifExists().execute();
    await db.schema.dropTable('keyword_day_counts').ifExists().execute();
    await db.schema.dropTable('review_keywords').ifExists().execute();
  },
};
