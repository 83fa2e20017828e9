/**
 * Writes the keyword mentions of reviews (review_keywords). Called wherever review text is stored: the demo
 * seed, the large profile seeder, and any future write of a review. Text is analysed once per distinct title
 * or content (seeded and imported reviews repeat phrases), then rows are inserted in batches.
 */
import { sql, type Insertable, type Kysely, type RawBuilder } from 'kysely';
import type { Database, ReviewKeywordsTable } from '../../db/schema.js';
import { extractMentions, type Mention } from './extract.js';

const READ_BATCH = 1000;
const INSERT_BATCH = 1000;

/** Memoises extraction by text: the same sentence set always gives the same mentions. */
export class MentionCache {
  private readonly byText = new Map<string, Mention[]>();

  of(text: string | null): Mention[] {
    if (!text) return [];
    let mentions = this.byText.get(text);
    if (!mentions) this.byText.set(text, (mentions = extractMentions(text)));
    return mentions;
  }
}

/** The mentions of a review: its title's, then its content's. */
export const reviewMentions = (cache: MentionCache, title: string | null, content: string | null): Mention[] => [
  ...cache.of(title),
  ...cache.of(content),
];

const UTC_DAY = sql`(published_at at time zone 'UTC')::date`;
const UTC_MONTH = sql`date_trunc('month', published_at at time zone 'UTC')::date`;

/**
 * Adds (1) or takes away (-1) the mentions of these reviews to or from the day and month roll-ups
 * (keyword_day_counts, keyword_month_counts); rows that reach zero are removed.
 */
async function rollUp(db: Kysely<Database>, reviewIds: readonly number[], sign: 1 | -1): Promise<void> {
  for (const [table, period, key] of [['keyword_day_counts', UTC_DAY, 'day'], ['keyword_month_counts', UTC_MONTH, 'month']] as const) {
    await sql`
      insert into ${sql.table(table)} (account_id, ${sql.ref(key)}, source_id, rating, keyword, category, sentiment, mentions)
      select account_id, ${period}, source_id, rating, keyword, min(category), sentiment, ${sign}::int * count(*)::int
      from review_keywords where review_id = any(${[...reviewIds]}::int[])
      group by account_id, ${period}, source_id, rating, keyword, sentiment
      on conflict (account_id, ${sql.ref(key)}, source_id, rating, keyword, sentiment)
      do update set mentions = ${sql.table(table)}.mentions + excluded.mentions
    `.execute(db);
    if (sign < 0) await db.deleteFrom(table).where('mentions', '<=', 0).execute();
  }
  await rollUpGroups(db, sql`k.review_id = any(${[...reviewIds]}::int[])`, sign);
}

/**
 * Adds (1) or takes away (-1) the mentions matching `where` (on `review_keywords k` joined with the group links
 * `group_locations gl`) to or from their groups' month roll-up (keyword_group_month_counts); rows that reach
 * zero are removed. Called for changed reviews, and for changed group links (memberships.ts).
 */
export async function rollUpGroups(db: Kysely<Database>, where: RawBuilder<unknown>, sign: 1 | -1): Promise<void> {
  await sql`
    insert into keyword_group_month_counts (account_id, group_id, month, keyword, category, sentiment, mentions, rated, rating_sum)
    select gl.account_id, gl.group_id, date_trunc('month', k.published_at at time zone 'UTC')::date, k.keyword, min(k.category), k.sentiment,
      ${sign}::int * count(*)::int, ${sign}::int * (count(*) filter (where k.rating > 0))::int, ${sign}::int * sum(k.rating)::int
    from review_keywords k join group_locations gl on gl.location_id = k.location_id
    where ${where}
    group by gl.account_id, gl.group_id, date_trunc('month', k.published_at at time zone 'UTC')::date, k.keyword, k.sentiment
    on conflict (group_id, month, keyword, sentiment) do update set mentions = keyword_group_month_counts.mentions + excluded.mentions,
      rated = keyword_group_month_counts.rated + excluded.rated, rating_sum = keyword_group_month_counts.rating_sum + excluded.rating_sum
  `.execute(db);
  if (sign < 0) await db.deleteFrom('keyword_group_month_counts').where('mentions', '<=', 0).execute();
}

/**
 * Takes a location's mentions out of every roll-up before the location (and, by cascade, its reviews, their
 * mentions and its group links) is deleted.
 */
export async function forgetLocationKeywords(db: Kysely<Database>, locationId: number): Promise<void> {
  const reviews = await db.selectFrom('reviews').select('id').where('location_id', '=', locationId).execute();
  if (reviews.length > 0) await rollUp(db, reviews.map((r) => r.id), -1);
}

/** Replaces the stored mentions of these reviews (and their share of the day roll-up) with those of their current text. */
export async function storeReviewKeywords(db: Kysely<Database>, reviewIds: readonly number[], cache = new MentionCache()): Promise<number> {
  let stored = 0;
  for (let i = 0; i < reviewIds.length; i += READ_BATCH) {
    const ids = reviewIds.slice(i, i + READ_BATCH);
    const reviews = await db
      .selectFrom('reviews')
      .select(['id', 'account_id', 'location_id', 'source_id', 'rating', 'published_at', 'title', 'content'])
      .where('id', 'in', ids)
      .execute();
    const rows: Insertable<ReviewKeywordsTable>[] = reviews.flatMap((r) =>
      reviewMentions(cache, r.title, r.content).map((m, position) => ({
        review_id: r.id, position, account_id: r.account_id, location_id: r.location_id, source_id: r.source_id,
        rating: r.rating, published_at: r.published_at, keyword: m.keyword, category: m.category, sentiment: m.sentiment,
      })),
    );
    const old = await db.selectFrom('review_keywords').select('review_id').where('review_id', 'in', ids).limit(1).executeTakeFirst();
    if (old) {
      await rollUp(db, ids, -1);
      await db.deleteFrom('review_keywords').where('review_id', 'in', ids).execute();
    }
    for (let j = 0; j < rows.length; j += INSERT_BATCH) {
      await db.insertInto('review_keywords').values(rows.slice(j, j + INSERT_BATCH)).execute();
    }
    await rollUp(db, ids, 1);
    stored += rows.length;
  }
  return stored;
}

interface BulkOptions {
  /** Reviews per INSERT statement (by id range). */
  chunk: number;
  log?: (message: string) => void;
}

/**
 * Every review of an account analysed in bulk (the large profile, a backfill): each distinct (title, content)
 * is analysed once in JS, then the mentions are joined back onto the reviews by their text inside the database,
 * one id range at a time, so a million reviews with a few hundred distinct texts take seconds of NLP.
 */
export async function storeAccountKeywords(db: Kysely<Database>, accountId: number, { chunk, log = () => undefined }: BulkOptions): Promise<void> {
  const texts = await db
    .selectFrom('reviews')
    .select([sql<string>`coalesce(title, '')`.as('title'), sql<string>`coalesce(content, '')`.as('content')])
    .distinct()
    .where('account_id', '=', accountId)
    .execute();
  const cache = new MentionCache();
  const m = texts.flatMap((t) => reviewMentions(cache, t.title, t.content).map((mention, position) => ({ ...t, position, ...mention })));
  if (m.length === 0) return;
  const column = <T>(pick: (x: (typeof m)[number]) => T) => m.map(pick);
  const bounds = await db.selectFrom('reviews').select((eb) => [eb.fn.min('id').as('lo'), eb.fn.max('id').as('hi')]).where('account_id', '=', accountId).executeTakeFirst();
  const [lo, hi] = [Number(bounds?.lo ?? 0), Number(bounds?.hi ?? -1)];
  await db.deleteFrom('review_keywords').where('account_id', '=', accountId).execute();
  for (let from = lo; from <= hi; from += chunk) {
    await sql`
      insert into review_keywords (review_id, position, account_id, location_id, source_id, rating, published_at, keyword, category, sentiment)
      select r.id, m.position, r.account_id, r.location_id, r.source_id, r.rating, r.published_at, m.keyword, m.category, m.sentiment
      from reviews r
      join unnest(${column((x) => x.title)}::text[], ${column((x) => x.content)}::text[], ${column((x) => x.position)}::int[],
        ${column((x) => x.keyword)}::text[], ${column((x) => x.category)}::text[], ${column((x) => x.sentiment)}::int[])
        as m(title, content, position, keyword, category, sentiment)
        on coalesce(r.title, '') = m.title and coalesce(r.content, '') = m.content
      where r.account_id = ${accountId} and r.id between ${from} and ${from + chunk - 1}
    `.execute(db);
    log(`  review keywords of reviews ${from}..${Math.min(hi, from + chunk - 1)}`);
  }
  await db.deleteFrom('keyword_day_counts').where('account_id', '=', accountId).execute();
  await db.deleteFrom('keyword_month_counts').where('account_id', '=', accountId).execute();
  await sql`
    insert into keyword_day_counts (account_id, day, source_id, rating, keyword, category, sentiment, mentions)
    select account_id, ${UTC_DAY}, source_id, rating, keyword, min(category), sentiment, count(*)::int
    from review_keywords where account_id = ${accountId}
    group by account_id, ${UTC_DAY}, source_id, rating, keyword, sentiment
  `.execute(db);
  // The months from the days (far fewer rows to read than the mentions).
  await sql`
    insert into keyword_month_counts (account_id, month, source_id, rating, keyword, category, sentiment, mentions)
    select account_id, date_trunc('month', day)::date, source_id, rating, keyword, min(category), sentiment, sum(mentions)::int
    from keyword_day_counts where account_id = ${accountId}
    group by account_id, date_trunc('month', day)::date, source_id, rating, keyword, sentiment
  `.execute(db);
  await db.deleteFrom('keyword_group_month_counts').where('account_id', '=', accountId).execute();
  await rollUpGroups(db, sql`k.account_id = ${accountId}`, 1);
  log('  review keywords rolled up per day, month and group');
}
