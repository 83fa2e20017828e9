import { readSentiment } from './carry-over.js';
import type { DateRange, SortSpec } from './date-ranges.js';
import { readList, type QueryValues } from './query.js';

/** Ratings a review can have: 0 is "No rating" (P5-030). */
export const RATING_VALUES = [0, 1, 2, 3, 4, 5] as const;

/** The rating list of the URL (`rating=0,4,5`); non-numeric or unknown values are ignored (P5-031). */
export function parseRatings(value: string | undefined): number[] {
  const ratings = readList(value)
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((n) => (RATING_VALUES as readonly number[]).includes(n));
  return [...new Set(ratings)].sort((a, b) => a - b);
}

/** A review's workflow statuses, as the server's listReviews names them (its `review_status`). */
export const REVIEW_STATUS_VALUES = ['open', 'needs_attention', 'resolved'] as const;
export type ReviewStatusValue = (typeof REVIEW_STATUS_VALUES)[number];

/** The review statuses of the URL (`reviewStatus=open,resolved`); unknown values are ignored. */
export function parseReviewStatuses(value: string | undefined): ReviewStatusValue[] {
  const known = readList(value).filter((part): part is ReviewStatusValue =>
    (REVIEW_STATUS_VALUES as readonly string[]).includes(part),
  );
  return [...new Set(known)];
}

/** An id of the URL as the server's integer; 'all' or anything else is no filter. */
export function parseId(value: string | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/** The review list's filter parameters as the server names them. */
export interface ServerFilters {
  group_id?: number;
  location_id?: number;
  source_id?: number;
  rating?: number[];
  /** 1 positive, -1 negative (P2-123). */
  sentiment?: 1 | -1;
  category?: string;
}

/** The URL's filters (not dates, not paging) in the server's names: reviews and exports share them. */
export function serverFilters(query: QueryValues): ServerFilters {
  const filters: ServerFilters = {};
  const groupId = parseId(query['groupId']);
  const locationId = parseId(query['locationId']);
  const sourceId = parseId(query['sourceId']);
  const ratings = parseRatings(query['rating']);
  const sentiment = readSentiment(query['sentiment']);
  if (groupId !== undefined) filters.group_id = groupId;
  if (locationId !== undefined) filters.location_id = locationId;
  if (sourceId !== undefined) filters.source_id = sourceId;
  if (ratings.length) filters.rating = ratings;
  if (sentiment) filters.sentiment = sentiment === 'positive' ? 1 : -1;
  if (query['category']) filters.category = query['category'].toLowerCase();
  return filters;
}

/** The server's filters back as URL keys (a scheduled export's link to its report). */
export function queryFromServerFilters(filters: ServerFilters | Record<string, unknown> | null | undefined): Record<string, string> {
  const f = (filters ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'number' || (typeof value === 'string' && value) ? String(value) : undefined);
  const query: Record<string, string> = {};
  const put = (key: string, value: string | undefined) => {
    if (value) query[key] = value;
  };
  put('groupId', text(f['group_id']));
  put('locationId', text(f['location_id']));
  put('sourceId', text(f['source_id']));
  if (Array.isArray(f['rating'])) put('rating', parseRatings(f['rating'].join(',')).join(','));
  put('sentiment', text(f['sentiment']));
  put('category', text(f['category']));
  return query;
}

/** The query of GET /reviews for the URL's filters. */
export interface ReviewsQuery extends ServerFilters {
  published_after?: string;
  published_before?: string;
  before?: string;
  after?: string;
  'sort[by]'?: string;
  'sort[order]'?: 'asc' | 'desc';
  /** The review's workflow statuses (listReviews repeats the parameter). */
  review_status?: ReviewStatusValue[];
  /** Tag names; a review with any of them matches. */
  tag?: string[];
}

/** The URL's filter state as the server's review list query (dates, filters, cursors and sort). */
export function toReviewsQuery(query: QueryValues, range: DateRange, sort: SortSpec | undefined): ReviewsQuery {
  const reviews: ReviewsQuery = { ...serverFilters(query) };
  const statuses = parseReviewStatuses(query['reviewStatus']);
  const tags = readList(query['tag']);
  if (statuses.length) reviews.review_status = statuses;
  if (tags.length) reviews.tag = tags;
  if (range.from) reviews.published_after = range.from;
  if (range.to) reviews.published_before = range.to;
  if (query['before']) reviews.before = query['before'];
  if (query['after']) reviews.after = query['after'];
  if (sort) {
    reviews['sort[by]'] = sort.by;
    if (sort.order) reviews['sort[order]'] = sort.order;
  }
  return reviews;
}
