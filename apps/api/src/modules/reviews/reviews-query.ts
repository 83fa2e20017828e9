/**
 * The review list's filters and keyset order, shared by `GET /reviews` and the reviews export (so an export's
 * rows are exactly the list's rows, in the list's order).
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database, ReviewStatus, Sentiment } from '../../db/schema.js';
import { badRequest } from '../../http/http-error.js';
import { matchesAny } from '../../http/lists/search.js';
import { readEnumList, readInt, readIntList, readString, readStringList, type Values } from '../../http/query-values.js';
import type { SortOrder } from '../../http/lists/sorting.js';
import type { AllowedLocations } from '../../http/location-scope.js';

export type ResponseFilter = 'responded' | 'not_responded';

export interface ReviewFilters {
  accountId: number;
  publishedAfter: Date | null;
  publishedBefore: Date | null;
  groupId: number | null;
  locationId: number | null;
  sourceId: number | null;
  /** Any of these ratings (0 = no rating); empty = all. */
  ratings: number[];
  sentiment: Sentiment | null;
  responseStatus: ResponseFilter | null;
  /** Any of these workflow statuses; empty = all. */
  reviewStatuses: ReviewStatus[];
  /** Reviews carrying any of these tags (names, any case); empty = all. */
  tags: string[];
  keywords: string | null;
  /** Locations the caller may see (issue 29, http/location-scope.ts); null: all of the account's. */
  allowedLocationIds: AllowedLocations;
  /** The group's location ids, when read beforehand (withGroupLocations): the group filter then uses them. */
  groupLocationIds?: readonly number[];
}

/** The filter names of the list call (also the keys of an export's `filters`). */
export const REVIEW_FILTER_NAMES = [
  'published_after', 'published_before', 'group_id', 'location_id', 'source_id', 'rating', 'sentiment', 'response_status', 'review_status', 'tag',
  'keywords',
] as const;

const REVIEW_STATUSES: readonly ReviewStatus[] = ['open', 'needs_attention', 'resolved'];
const TAG_MAX = 100;

const SENTIMENTS: readonly Sentiment[] = [-1, 0, 1];
const isSentiment = (value: number): value is Sentiment => SENTIMENTS.some((s) => s === value);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/**
 * A bound of the date range: a date-time as it is; a date (YYYY-MM-DD) is its start in UTC, and for the upper
 * bound the start of the next day, so `published_before=2026-10-31` includes the 31st.
 */
export function parseDateBound(values: Values, key: string, upper: boolean): Date | null {
  const text = readString(values, key);
  if (text === null) return null;
  const date = new Date(DATE_ONLY.test(text) ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime())) throw badRequest(`${key} must be a date (YYYY-MM-DD) or a date-time`, key);
  return DATE_ONLY.test(text) && upper ? new Date(date.getTime() + DAY_MS) : date;
}

/**
 * Reads the filters from a list query or an export's `filters` object; a bad value is a 400 naming it.
 * `allowed` narrows every use of the filters to a limited reader's locations.
 */
export function parseReviewFilters(values: Values, accountId: number, allowed: AllowedLocations = null): ReviewFilters {
  const ratings = readIntList(values, 'rating');
  if (ratings.some((r) => r < 0 || r > 5)) throw badRequest('rating must be between 0 and 5', 'rating');
  const sentiment = readInt(values, 'sentiment');
  if (sentiment !== null && !isSentiment(sentiment)) throw badRequest('sentiment must be -1, 0 or 1', 'sentiment');
  const responseStatus = readString(values, 'response_status');
  if (responseStatus !== null && responseStatus !== 'responded' && responseStatus !== 'not_responded') {
    throw badRequest('response_status must be responded or not_responded', 'response_status');
  }
  const filters: ReviewFilters = {
    accountId,
    publishedAfter: parseDateBound(values, 'published_after', false),
    publishedBefore: parseDateBound(values, 'published_before', true),
    groupId: readInt(values, 'group_id'),
    locationId: readInt(values, 'location_id'),
    sourceId: readInt(values, 'source_id'),
    ratings: [...new Set(ratings)],
    sentiment,
    responseStatus,
    reviewStatuses: [...new Set(readEnumList(values, 'review_status', REVIEW_STATUSES))],
    tags: [...new Set(readStringList(values, 'tag', TAG_MAX).map((t) => t.toLowerCase()))],
    keywords: readString(values, 'keywords'),
    allowedLocationIds: allowed,
  };
  if (filters.publishedAfter && filters.publishedBefore && filters.publishedAfter >= filters.publishedBefore) {
    throw badRequest('published_after must be before published_before', 'published_after');
  }
  return filters;
}

const reviewsTable = (db: Kysely<Database>) => db.selectFrom('reviews as r');
/** A query over `reviews as r` (filters, order and cursors compose on it). */
export type ReviewQuery = ReturnType<typeof reviewsTable>;

/**
 * Narrows any table that carries a review's filtered columns under their review names (`reviews` itself, and
 * `review_keywords`, which copies them) by the filters those columns answer: account, dates, location, group,
 * source, rating and sentiment. `alias` is the table's alias in the query.
 */
export function whereReviewColumns<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>, alias: string, f: ReviewFilters,
): SelectQueryBuilder<DB, TB, O> {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  let q = query.where(sql<boolean>`${col('account_id')} = ${f.accountId}`);
  if (f.publishedAfter) q = q.where(sql<boolean>`${col('published_at')} >= ${f.publishedAfter}`);
  if (f.publishedBefore) q = q.where(sql<boolean>`${col('published_at')} < ${f.publishedBefore}`);
  if (f.locationId !== null) q = q.where(sql<boolean>`${col('location_id')} = ${f.locationId}`);
  if (f.allowedLocationIds) q = q.where(sql<boolean>`${col('location_id')} = any(${[...f.allowedLocationIds]}::int[])`);
  if (f.groupId !== null) {
    q = q.where(sql<boolean>`${col('location_id')} in (select gl.location_id from group_locations gl where gl.group_id = ${f.groupId} and gl.account_id = ${f.accountId})`);
  }
  if (f.sourceId !== null) q = q.where(sql<boolean>`${col('source_id')} = ${f.sourceId}`);
  if (f.ratings.length > 0) q = q.where(sql<boolean>`${col('rating')} in (${sql.join(f.ratings)})`);
  if (f.sentiment !== null) q = q.where(sql<boolean>`${col('sentiment')} = ${f.sentiment}`);
  return q;
}

/** The account's reviews narrowed by the filters (no select list, no order: callers add theirs). */
export function filteredReviews(db: Kysely<Database>, f: ReviewFilters): ReviewQuery {
  const ids = f.groupLocationIds;
  let query: ReviewQuery = whereReviewColumns(reviewsTable(db), 'r', ids ? { ...f, groupId: null } : f);
  if (ids) query = query.where(sql<boolean>`r.location_id = any(${[...ids]}::int[])`);
  if (f.responseStatus !== null) {
    const answered = sql`exists (select 1 from responses rs where rs.review_id = r.id)`;
    query = query.where(f.responseStatus === 'responded' ? sql<boolean>`${answered}` : sql<boolean>`not ${answered}`);
  }
  if (f.reviewStatuses.length > 0) query = query.where('r.status', 'in', f.reviewStatuses);
  if (f.tags.length > 0) {
    // The account's review ids carrying a name, read from review_tags (account_id, lower(name), review_id) alone.
    query = query.where(sql<boolean>`r.id in (select rt.review_id from review_tags rt where rt.account_id = ${f.accountId} and lower(rt.name) = any(${f.tags}))`);
  }
  if (f.keywords !== null) query = query.where(matchesAny(['r.content', 'r.title', 'r.author_name'], f.keywords));
  return query;
}

/**
 * Reads the group filter's location ids ahead of the list query. Given as a value, the planner hashes them and
 * the newest-first walk over the account's covering index (migration 0019) checks each row in memory; as a
 * semi-join it probed group_locations for each location it met (thousands of probes per page at the large
 * profile: hundreds of milliseconds for a group with a response filter).
 */
export async function withGroupLocations(db: Kysely<Database>, f: ReviewFilters): Promise<ReviewFilters> {
  if (f.groupId === null) return f;
  const rows = await db.selectFrom('group_locations').select('location_id')
    .where('group_id', '=', f.groupId).where('account_id', '=', f.accountId).execute();
  return { ...f, groupLocationIds: rows.map((row) => row.location_id) };
}

/** A position in the (published_at, id) order. */
export interface ReviewKey {
  publishedAt: Date;
  id: number;
}

/** Rows strictly beyond `key` when walking in `order` (a row comparison the composite indexes answer). */
export function beyond<Q extends ReviewQuery>(query: Q, key: ReviewKey, order: SortOrder): Q {
  const comparison = order === 'desc' ? sql`<` : sql`>`;
  return query.where(sql<boolean>`(r.published_at, r.id) ${comparison} (${key.publishedAt}, ${key.id})`) as Q;
}

export function orderReviews<Q extends ReviewQuery>(query: Q, order: SortOrder): Q {
  return query.orderBy('r.published_at', order).orderBy('r.id', order) as Q;
}

/** Opaque cursor text for a key (base64url of JSON, so clients never build one). */
export function encodeCursor(key: ReviewKey): string {
  return Buffer.from(JSON.stringify([key.publishedAt.toISOString(), key.id])).toString('base64url');
}

export function decodeCursor(text: string, field: string): ReviewKey {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && typeof value[0] === 'string' && Number.isInteger(value[1])) {
      const publishedAt = new Date(value[0]);
      if (!Number.isNaN(publishedAt.getTime())) return { publishedAt, id: value[1] as number };
    }
  } catch {
    // Fall through to the 400 below.
  }
  throw badRequest(`${field} is not a valid cursor`, field);
}
