/**
 * Keyword mentions per group and calendar month (UTC), for the Keywords page's group filter. A group
 * is about a hundred locations: six months of its mentions are ~10,000 rows spread over a hundred location
 * index ranges, while its month rows are a few hundred (keyword x sentiment). Source and rating are not keys:
 * with them a group's month barely shrinks (each combination holds one or two mentions), so the row carries the
 * rating sum and the count of rated mentions instead (the average rating), and a source or rating filter reads
 * the mention rows. A day table would not shrink either: a range's partial first and last months read the
 * mention rows. Kept in step by keywords/store.ts (review text) and memberships.ts (group links); the rows of
 * a deleted group go with it (cascade). Filled here from the mentions already stored.
 */
import { sql, type Kysely, type Migration } from 'kysely';

type AnyDb = Kysely<unknown>;

export const keywordGroupCountsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('keyword_group_month_counts')
      .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
      .addColumn('month', 'date', (c) => c.notNull())
      .addColumn('keyword', 'text', (c) => c.notNull())
      .addColumn('category', 'text')
      .addColumn('sentiment', 'smallint', (c) => c.notNull())
      .addColumn('mentions', 'integer', (c) => c.notNull())
      // Mentions in reviews with a star rating (rating > 0), and the sum of those ratings.
      .addColumn('rated', 'integer', (c) => c.notNull())
      .addColumn('rating_sum', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('keyword_group_month_counts_pkey', ['group_id', 'month', 'keyword', 'sentiment'])
      .execute();
    await sql`
      insert into keyword_group_month_counts (account_id, group_id, month, keyword, category, sentiment, mentions, rated, rating_sum)
      select gl.account_id, gl.group_id, date_trunc('month', k.published_at at time zone 'UTC')::date, k.keyword, min(k.category),
        k.sentiment, count(*)::int, (count(*) filter (where k.rating > 0))::int, sum(k.rating)::int
      from review_keywords k join group_locations gl on gl.location_id = k.location_id
      group by gl.account_id, gl.group_id, date_trunc('month', k.published_at at time zone 'UTC')::date, k.keyword, k.sentiment
    `.execute(db);
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('keyword_group_month_counts').ifExists().execute();
  },
};
