/**
 * Keyword and experience-category counts (features.md Keywords), shared by the insights calls and their CSV
 * exports, so a file holds what the page showed. Counted by SQL over review_keywords, narrowed by the review
 * list's own filter code (whereReviewColumns) on the columns the table copies from its review.
 */
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database, Sentiment } from '../../db/schema.js';
import { badRequest } from '../../http/http-error.js';
import { isExperienceCategory, type ExperienceCategory } from '../keywords/categories.js';
import { parseReviewFilters, whereReviewColumns, type ReviewFilters } from '../reviews/reviews-query.js';
import { readBool, readString, type Values } from '../../http/query-values.js';
import type { Schema } from '../../http/schemas.js';
import type { AllowedLocations } from '../../http/location-scope.js';

export interface InsightFilters extends ReviewFilters {
  category: ExperienceCategory | null;
}

/** The insights filter shape (F3-060) plus the mention sentiment, in the words the pages use (P2-124). */
export const INSIGHT_FILTER_NAMES = [
  'published_after', 'published_before', 'group_id', 'location_id', 'source_id', 'rating', 'sentiment', 'category',
] as const;

const SENTIMENT_WORDS: Readonly<Record<string, Sentiment>> = { positive: 1, negative: -1, neutral: 0 };

/** Reads the insights filters; a bad value is a 400 naming it. */
export function parseInsightFilters(values: Values, accountId: number, allowed: AllowedLocations = null): InsightFilters {
  // The review list's own parser reads the shared names; sentiment is a word here, and the list-only filters do not apply.
  const { sentiment: _s, response_status: _r, review_status: _rs, tag: _t, keywords: _k, ...shared } = values;
  const base = parseReviewFilters(shared, accountId, allowed);
  const word = readString(values, 'sentiment');
  if (word !== null && !(word in SENTIMENT_WORDS)) throw badRequest('sentiment must be positive, negative or neutral', 'sentiment');
  const category = readString(values, 'category')?.toLowerCase() ?? null;
  if (category !== null && !isExperienceCategory(category)) throw badRequest(`category ${category} is not an experience category`, 'category');
  return { ...base, sentiment: word === null ? null : (SENTIMENT_WORDS[word] ?? null), category };
}

/** Keyword sort options (features.md section 9), highest volume first by default (F5-070). */
export const KEYWORD_SORTS = ['highest_volume', 'controversy', 'positive_ratio', 'negative_ratio'] as const;
export type KeywordSort = (typeof KEYWORD_SORTS)[number];

export function parseKeywordSort(values: Values): KeywordSort {
  const nested = typeof values['sort'] === 'object' && values['sort'] !== null ? (values['sort'] as Values) : {};
  const by = values['sort[by]'] ?? nested['by'];
  if (by === undefined || by === '' || by === null) return 'highest_volume';
  if (!(KEYWORD_SORTS as readonly unknown[]).includes(by)) throw badRequest(`sort[by] must be one of ${KEYWORD_SORTS.join(', ')}`, 'sort[by]');
  return by as KeywordSort;
}

/** show_zero (F3-060, false by default): also list keywords with no positive and no negative mention. */
export const readShowZero = (values: Values) => readBool(values, 'show_zero', false);

/** The mentions matching the filters (`review_keywords as k`). */
export function filteredMentions(db: Kysely<Database>, f: InsightFilters) {
  const query = whereReviewColumns(db.selectFrom('review_keywords as k'), 'k', f);
  return f.category === null ? query : query.where('k.category', '=', f.category);
}

type MentionQuery = ReturnType<typeof filteredMentions>;

/**
 * Where the counts come from: the roll-ups when they can answer (no location or group filter, bounds on whole
 * UTC days, which is what the filter bar sends): the range's whole months from keyword_month_counts and its
 * partial first and last months from keyword_day_counts; a group filter without a source or rating filter: the
 * whole months from keyword_group_month_counts and the rest from the mention rows; else the mention rows.
 * `weight` is what one row counts for, `rated` how many of those are in reviews with a star rating, `stars`
 * the sum of their ratings; `month` is a row's calendar month (YYYY-MM), for the trend.
 */
interface CountSource {
  rows: MentionQuery;
  weight: RawBuilder<number>;
  rated: RawBuilder<number>;
  stars: RawBuilder<number>;
  month: RawBuilder<string>;
}

const DAY_MS = 86_400_000;
const onDayStart = (bound: Date | null) => bound === null || bound.getTime() % DAY_MS === 0;
const isoDay = (bound: Date) => bound.toISOString().slice(0, 10);
const monthStart = (date: Date, add = 0) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + add, 1));

// The roll-ups count whole accounts or groups: a limited reader's counts come from the mention rows (issue 29).
export const rollUpAnswers = (f: InsightFilters) =>
  f.locationId === null && f.groupId === null && f.allowedLocationIds === null && onDayStart(f.publishedAfter) && onDayStart(f.publishedBefore);

interface Span {
  from: Date | null;
  to: Date | null;
}

/** [after, before) as whole months (null ends are open) and the days before and after them. */
export function splitByMonths(after: Date | null, before: Date | null): { months: Span | null; days: Span[] } {
  const first = after === null ? null : after.getUTCDate() === 1 ? after : monthStart(after, 1);
  const last = before === null ? null : monthStart(before);
  if (first !== null && last !== null && first >= last) return { months: null, days: [{ from: after, to: before }] };
  const days: Span[] = [];
  if (after !== null && first !== null && after < first) days.push({ from: after, to: first });
  if (before !== null && last !== null && last < before) days.push({ from: last, to: before });
  return { months: { from: first, to: last }, days };
}

function rolledUp(db: Kysely<Database>, f: InsightFilters) {
  const narrow = <Q extends SelectQueryBuilder<Database, 'keyword_day_counts' | 'keyword_month_counts', object>>(q: Q): Q => {
    let query = q.where('account_id', '=', f.accountId);
    if (f.sourceId !== null) query = query.where('source_id', '=', f.sourceId);
    if (f.ratings.length > 0) query = query.where('rating', 'in', f.ratings);
    if (f.sentiment !== null) query = query.where('sentiment', '=', f.sentiment);
    if (f.category !== null) query = query.where('category', '=', f.category);
    return query as Q;
  };
  const columns = ['keyword', 'category', 'sentiment', 'rating', 'mentions'] as const;
  const { months, days } = splitByMonths(f.publishedAfter, f.publishedBefore);
  const parts = days.map((span) => {
    let q = narrow(db.selectFrom('keyword_day_counts').select([...columns, sql<string>`to_char(day, 'YYYY-MM')`.as('month_key')]));
    if (span.from) q = q.where('day', '>=', isoDay(span.from));
    if (span.to) q = q.where('day', '<', isoDay(span.to));
    return q;
  });
  let whole = narrow(db.selectFrom('keyword_month_counts').select([...columns, sql<string>`to_char(month, 'YYYY-MM')`.as('month_key')]));
  if (months?.from) whole = whole.where('month', '>=', isoDay(months.from));
  if (months?.to) whole = whole.where('month', '<', isoDay(months.to));
  // Without whole months the month branch reads nothing.
  if (months === null) whole = whole.where(sql<boolean>`false`);
  const union = parts.reduce((all, part) => all.unionAll(part), whole);
  return db.selectFrom(union.as('k'));
}

export const groupRollUpAnswers = (f: InsightFilters) =>
  f.groupId !== null && f.locationId === null && f.sourceId === null && f.ratings.length === 0 && f.allowedLocationIds === null;

const MENTION_MONTH = sql<string>`to_char(date_trunc('month', k.published_at at time zone 'UTC'), 'YYYY-MM')`;

/** The group's whole months from its roll-up, the rest of the range (partial months) from its mention rows. */
function groupRolledUp(db: Kysely<Database>, f: InsightFilters) {
  const { months, days } = splitByMonths(f.publishedAfter, f.publishedBefore);
  let whole = db
    .selectFrom('keyword_group_month_counts')
    .select(['keyword', 'category', 'sentiment', 'mentions', 'rated', 'rating_sum', sql<string>`to_char(month, 'YYYY-MM')`.as('month_key')])
    .where('account_id', '=', f.accountId)
    .where('group_id', '=', f.groupId ?? 0);
  if (f.sentiment !== null) whole = whole.where('sentiment', '=', f.sentiment);
  if (f.category !== null) whole = whole.where('category', '=', f.category);
  if (months?.from) whole = whole.where('month', '>=', isoDay(months.from));
  if (months?.to) whole = whole.where('month', '<', isoDay(months.to));
  if (months === null) whole = whole.where(sql<boolean>`false`);
  const parts = days.map((span) =>
    filteredMentions(db, { ...f, publishedAfter: span.from, publishedBefore: span.to }).select([
      'k.keyword', 'k.category', 'k.sentiment', sql<number>`1`.as('mentions'), sql<number>`(k.rating > 0)::int`.as('rated'),
      sql<number>`k.rating::int`.as('rating_sum'), MENTION_MONTH.as('month_key'),
    ]),
  );
  const union = parts.reduce((all, part) => all.unionAll(part), whole);
  return db.selectFrom(union.as('k'));
}

function countSource(db: Kysely<Database>, f: InsightFilters): CountSource {
  if (groupRollUpAnswers(f)) {
    // Exposes keyword, category and sentiment under `k` like the others, and its ratings as sums.
    return {
      rows: groupRolledUp(db, f) as unknown as MentionQuery, weight: sql<number>`k.mentions`, rated: sql<number>`k.rated`,
      stars: sql<number>`k.rating_sum`, month: sql<string>`k.month_key`,
    };
  }
  if (!rollUpAnswers(f)) {
    return { rows: filteredMentions(db, f), weight: sql<number>`1`, rated: sql<number>`(k.rating > 0)::int`, stars: sql<number>`k.rating`, month: MENTION_MONTH };
  }
  // Both sources expose keyword, category, sentiment and rating under `k`, all the counts below read.
  return {
    rows: rolledUp(db, f) as unknown as MentionQuery, weight: sql<number>`k.mentions`,
    rated: sql<number>`case when k.rating > 0 then k.mentions else 0 end`, stars: sql<number>`k.rating * k.mentions`, month: sql<string>`k.month_key`,
  };
}

const counted = (w: RawBuilder<number>, condition: RawBuilder<unknown>) => sql<string>`coalesce(sum(${w}) filter (where ${condition}), 0)`;
const POSITIVE = (w: RawBuilder<number>) => counted(w, sql`k.sentiment = 1`);
const NEGATIVE = (w: RawBuilder<number>) => counted(w, sql`k.sentiment = -1`);
const NEUTRAL = (w: RawBuilder<number>) => counted(w, sql`k.sentiment = 0`);
const ALL = (w: RawBuilder<number>) => sql<string>`sum(${w})`;
/** Average star rating of the mentions' reviews, unrated (0-star) ones left out. */
const RATED_AVERAGE = ({ rated, stars }: CountSource) => sql<string | null>`sum(${stars})::float / nullif(sum(${rated}), 0)`;
const VOLUME = (w: RawBuilder<number>) => counted(w, sql`k.sentiment <> 0`);
const SHARE_POSITIVE = (w: RawBuilder<number>) => sql`(${POSITIVE(w)})::float / nullif(${VOLUME(w)}, 0)`;

/**
 * How each sort orders keywords; ties go to the larger volume, then the keyword. Controversial first puts
 * the keywords whose positive and negative mentions are closest to even first.
 */
const ORDER: Readonly<Record<KeywordSort, (w: RawBuilder<number>) => RawBuilder<unknown>>> = {
  highest_volume: (w) => sql`${VOLUME(w)} desc, k.keyword`,
  controversy: (w) => sql`abs(0.5 - coalesce(${SHARE_POSITIVE(w)}, 1)) asc, ${VOLUME(w)} desc, k.keyword`,
  positive_ratio: (w) => sql`coalesce(${SHARE_POSITIVE(w)}, 0) desc, ${VOLUME(w)} desc, k.keyword`,
  negative_ratio: (w) => sql`coalesce(1 - ${SHARE_POSITIVE(w)}, 0) desc, ${VOLUME(w)} desc, k.keyword`,
};

/** A keyword's mention counts over the filters (percent_positive unrounded, 0..100; average_rating leaves 0-star reviews out). */
export type KeywordCounts = Schema<'Keyword'>;

const percent = (positive: number, negative: number) => (positive + negative === 0 ? null : (100 * positive) / (positive + negative));
const toNumberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

interface MentionedOptions {
  sort: KeywordSort;
  showZero: boolean;
  limit: number;
  offset: number;
}

/** One page of keywords with their counts, and how many keywords match in all. */
export async function mentionedKeywords(db: Kysely<Database>, f: InsightFilters, options: MentionedOptions) {
  const source = countSource(db, f);
  const { rows: mentions, weight: w } = source;
  let query = mentions
    .select([
      'k.keyword',
      sql<ExperienceCategory | null>`min(k.category)`.as('category'),
      POSITIVE(w).as('positive'),
      NEGATIVE(w).as('negative'),
      NEUTRAL(w).as('neutral'),
      RATED_AVERAGE(source).as('average_rating'),
      sql<string>`count(*) over ()`.as('total'),
    ])
    .groupBy('k.keyword');
  if (!options.showZero) query = query.having(sql<boolean>`${VOLUME(w)} > 0`);
  const rows = await query.orderBy(ORDER[options.sort](w)).limit(options.limit).offset(options.offset).execute();
  const keywords: KeywordCounts[] = rows.map((r) => {
    const positive = Number(r.positive);
    const negative = Number(r.negative);
    return {
      short: r.keyword, category: r.category, positive_mentions: positive, negative_mentions: negative, neutral_mentions: Number(r.neutral),
      percent_positive: percent(positive, negative), average_rating: toNumberOrNull(r.average_rating),
    };
  });
  return { keywords, total: Number(rows[0]?.total ?? 0) };
}

/** An experience category's mention counts (total_count includes the neutral mentions). */
export type CategoryCounts = Schema<'CategoryCount'>;

/** Experience categories with their mention counts, most mentioned first (F3-053, P3-024). */
export async function categoryRank(db: Kysely<Database>, f: InsightFilters): Promise<CategoryCounts[]> {
  const { rows: mentions, weight: w } = countSource(db, f);
  const rows = await mentions
    .where('k.category', 'is not', null)
    .select(['k.category', POSITIVE(w).as('positive'), NEGATIVE(w).as('negative'), ALL(w).as('total')])
    .groupBy('k.category')
    .orderBy(sql`${ALL(w)} desc, k.category`)
    .$narrowType<{ category: ExperienceCategory }>()
    .execute();
  return rows.map((r) => ({
    category: r.category, positive_count: Number(r.positive), negative_count: Number(r.negative), total_count: Number(r.total),
  }));
}

/** One keyword's counts over the filters, and its mentions per month (UTC), oldest first. */
export async function keywordDetail(db: Kysely<Database>, f: InsightFilters, keyword: string): Promise<Schema<'KeywordDetail'>> {
  const source = countSource(db, f);
  const { weight: w, month } = source;
  const mentions = source.rows.where('k.keyword', '=', keyword);
  const [summary, trend] = await Promise.all([
    mentions.select([sql<ExperienceCategory | null>`min(k.category)`.as('category'), POSITIVE(w).as('positive'), NEGATIVE(w).as('negative'), NEUTRAL(w).as('neutral'), RATED_AVERAGE(source).as('average_rating')]).executeTakeFirst(),
    mentions.select([month.as('month'), POSITIVE(w).as('positive'), NEGATIVE(w).as('negative'), NEUTRAL(w).as('neutral')]).groupBy(month).orderBy(month).execute(),
  ]);
  const positive = Number(summary?.positive ?? 0);
  const negative = Number(summary?.negative ?? 0);
  return {
    short: keyword,
    category: summary?.category ?? null,
    positive_mentions: positive,
    negative_mentions: negative,
    neutral_mentions: Number(summary?.neutral ?? 0),
    percent_positive: percent(positive, negative),
    average_rating: toNumberOrNull(summary?.average_rating ?? null),
    trend: trend.map((t) => ({
      month: t.month, positive_mentions: Number(t.positive), negative_mentions: Number(t.negative), neutral_mentions: Number(t.neutral),
    })),
  };
}

/** The ids of one page of the reviews mentioning a keyword (newest first), and how many there are. */
export async function keywordReviewIds(db: Kysely<Database>, f: InsightFilters, keyword: string, limit: number, offset: number) {
  const rows = await filteredMentions(db, f)
    .where('k.keyword', '=', keyword)
    .select(['k.review_id', sql<string>`count(*) over ()`.as('total')])
    .groupBy(['k.review_id', 'k.published_at'])
    .orderBy('k.published_at', 'desc')
    .orderBy('k.review_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { ids: rows.map((r) => r.review_id), total: Number(rows[0]?.total ?? 0) };
}

/** The keyword of a keyword_details export's filters (`keyword`), as stored; a 400 naming it when missing. */
export function readKeyword(values: Values): string {
  const keyword = readString(values, 'keyword')?.trim().toLowerCase().replace(/\s+/g, ' ') ?? '';
  if (!keyword) throw badRequest('keyword is required', 'keyword');
  return keyword;
}
