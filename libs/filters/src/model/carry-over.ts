import { mergeQuery, toSearch, type QueryChange, type QueryValues } from './query.js';
import type { ReviewsQuery } from './server-query.js';

/** The pages between which filters carry over (P2-118). */
export type CarryPage = 'dashboard' | 'reviews' | 'locations' | 'keywords' | 'photos';

/** What every carry-over keeps (P2-118). */
export const CARRY_OVER_KEYS = ['from', 'to', 'dateDescriptor', 'groupId', 'locationId', 'sourceId'] as const;

/** What a target page keeps on top (P2-119..P2-121). */
export const CARRY_OVER_EXTRA: Readonly<Record<CarryPage, readonly string[]>> = {
  dashboard: [],
  locations: [],
  reviews: ['rating', 'status', 'reviewTypes', 'sentiment', 'category'],
  keywords: ['rating', 'sentiment', 'category'],
  photos: ['rating', 'type'],
};

// ---- sentiment (P2-123, P2-124)

export type Sentiment = 'positive' | 'negative';

/** Reads any encoding of a sentiment ('1'/'positive', '-1'/'negative'); other values are none. */
export function readSentiment(value: string | undefined): Sentiment | undefined {
  if (value === '1' || value === 'positive') return 'positive';
  if (value === '-1' || value === 'negative') return 'negative';
  return undefined;
}

/** A sentiment as a page encodes it: numbers on reviews (P2-123), words on keywords (P2-124). */
export function encodeSentiment(value: string | undefined, page: CarryPage): string | undefined {
  const sentiment = readSentiment(value);
  if (!sentiment) return undefined;
  if (page === 'keywords') return sentiment;
  return sentiment === 'positive' ? '1' : '-1';
}

/** The query a target page starts with when reached from another filtered page (P2-118..P2-124). */
export function carryOver(query: QueryValues, target: CarryPage): Record<string, string> {
  const next: Record<string, string> = {};
  for (const key of [...CARRY_OVER_KEYS, ...CARRY_OVER_EXTRA[target]]) {
    const value = key === 'sentiment' ? encodeSentiment(query[key], target) : query[key];
    if (value) next[key] = value;
  }
  return next;
}

/** The review's query as the review detail page holds it (the server's names). */
export interface ReviewDetailQuery {
  published_after?: string;
  published_before?: string;
  group_id?: string | number;
  location_id?: string | number;
  source_id?: string | number;
}

/** The filters a review detail link carries, in the server's names, so the way back can rebuild them. */
const DETAIL_KEYS = ['published_after', 'published_before', 'group_id', 'location_id', 'source_id'] as const;

/** /reviews/{id} with the list's date span and group/location/source (P2-122): the reviews list's and the dashboard's links. */
export function reviewDetailHref(id: number, query: ReviewsQuery): string {
  const carried: Record<string, string> = {};
  for (const key of DETAIL_KEYS) {
    const value = query[key];
    if (value !== undefined) carried[key] = String(value);
  }
  const search = toSearch(carried);
  return `/reviews/${id}${search ? `?${search}` : ''}`;
}

/** Rebuilds the filters from a review detail page (P2-122); a given date span is a custom range. */
export function filtersFromReviewDetail(detail: ReviewDetailQuery): Record<string, string> {
  const text = (value: string | number | undefined) => (value === undefined || value === '' ? undefined : String(value));
  const from = text(detail.published_after);
  const to = text(detail.published_before);
  return mergeQuery(
    {},
    {
      from,
      to,
      dateDescriptor: from || to ? 'custom' : undefined,
      groupId: text(detail.group_id),
      locationId: text(detail.location_id),
      sourceId: text(detail.source_id),
    },
  );
}

// ---- the reset rules of a filter change (P2-127..P2-136)

/** The keys of the date filter. */
export const DATE_KEYS = ['from', 'to', 'dateDescriptor'] as const;
/** Paging state a change can reset. */
export const PAGING_KEYS = ['page', 'before', 'after'] as const;
/** Keys that name or page the state without filtering it: they deselect nothing (P2-136). */
const NOT_FILTERS: readonly string[] = [...PAGING_KEYS, 'savedFilterId', 'flyout_edit', 'export_id'];
/** Changing one of these resets paging and cursors (P2-128..P2-132). */
const RESETTING_KEYS = ['groupId', 'locationId', 'sourceId', 'rating', 'reviewStatus', 'tag', ...DATE_KEYS] as const;

export interface FilterChangeOptions {
  /** The page the change happens on ('/reviews' keeps cursors on a forced date change, P2-127). */
  page?: string;
  /** A programmatic re-application of the same range (e.g. restoring the URL), not a user's choice. */
  forced?: boolean;
}

export interface FilterChangeResult {
  query: Record<string, string>;
  /** The keys whose value the change really altered. */
  changed: string[];
  /** A bulk all-locations selection must be deselected (P2-136). */
  deselectBulk: boolean;
}

const isReviewsPage = (page: string | undefined) => page === 'reviews' || page === '/reviews';

/**
 * One filter change and everything it resets, as one next query (so one list request follows):
 * group, location, source, rating or date reset paging and cursors (P2-128..P2-132); group also
 * clears location and search terms (P2-133, P2-134); location clears search terms (P2-135); on
 * /reviews a forced date change keeps the cursors (P2-127); any real change deselects a bulk
 * all-locations selection (P2-136). Values the change does not alter reset nothing.
 */
export function applyFilterChange(
  current: QueryValues,
  change: QueryChange,
  options: FilterChangeOptions = {},
): FilterChangeResult {
  const changed = Object.keys(change).filter((key) => (change[key] || undefined) !== (current[key] || undefined));
  const query = mergeQuery(current, change);
  const isIn = (keys: readonly string[]) => (key: string) => keys.includes(key);
  if (changed.some(isIn(RESETTING_KEYS))) {
    // P2-127: only a forced change of the date alone keeps the cursors on /reviews.
    const onlyDate = changed.filter(isIn(RESETTING_KEYS)).every(isIn(DATE_KEYS));
    const keepCursors = onlyDate && options.forced === true && isReviewsPage(options.page);
    const reset: readonly string[] = keepCursors ? ['page'] : PAGING_KEYS;
    // Paging the change sets itself (e.g. a saved filter's own) is kept.
    for (const key of reset) if (!(key in change)) delete query[key];
  }
  if (changed.includes('groupId')) {
    if (!('locationId' in change)) delete query['locationId'];
    delete query['search_terms'];
  }
  if (changed.includes('locationId')) delete query['search_terms'];

  const filterChanged = changed.some((key) => !NOT_FILTERS.includes(key));
  return { query, changed, deselectBulk: filterChanged };
}
