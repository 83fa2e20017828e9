import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { HandlerMap, OperationContext } from '../../http/handler-types.js';
import { badRequest } from '../../http/http-error.js';
import { requireAuth } from '../../http/scope.js';
import {
  beyond, decodeCursor, encodeCursor, filteredReviews, orderReviews, parseReviewFilters, withGroupLocations, type ReviewKey, type ReviewQuery,
} from './reviews-query.js';
import { loadReviews, REVIEW_COLUMNS, reviewToWire, withDetails } from './reviews-wire.js';
import { loadResponses } from './response-wire.js';
import { ReviewTotals } from './review-totals.js';
import { parsePaging, totalPages } from '../../http/lists/paging.js';
import { readString, type Values } from '../../http/query-values.js';
import { parseSort, type SortOrder } from '../../http/lists/sorting.js';
import { found, idParam, listAccountId } from '../../http/tenant.js';
import type { Schema } from '../../http/schemas.js';
import { allowedLocationIds, assertLocationAllowed } from '../../http/location-scope.js';

/**
 * `_total` is counted exactly up to this many rows, and estimated by the query planner beyond; `page` (an
 * OFFSET) reaches no deeper. Counting or skipping a million rows costs hundreds of milliseconds on one
 * PGlite thread, while a keyset page costs the same at any depth.
 */
export const REVIEW_COUNT_CAP = 1_000;
const MAX_PER_PAGE = 100;

type Mode = { kind: 'page'; offset: number } | { kind: 'after'; key: ReviewKey } | { kind: 'before'; key: ReviewKey };

function pagingMode(query: Values, page: number, perPage: number): Mode {
  const after = readString(query, 'after');
  const before = readString(query, 'before');
  if (after !== null && before !== null) throw badRequest('Send either before or after, not both', 'before');
  if (after !== null) return { kind: 'after', key: decodeCursor(after, 'after') };
  if (before !== null) return { kind: 'before', key: decodeCursor(before, 'before') };
  const offset = (page - 1) * perPage;
  if (offset + perPage > REVIEW_COUNT_CAP) {
    throw badRequest(`page reaches past the first ${REVIEW_COUNT_CAP} reviews: follow the after cursor instead`, 'page');
  }
  return { kind: 'page', offset };
}

/**
 * One page plus whether rows exist on either side of it (one extra row is read to know). The page's ids come
 * from an index-only walk (the filtered columns are in the indexes); only then are the wide rows read, by
 * primary key (a LIMITed sub-query keeps the planner from fetching rows it would drop), and their names and
 * responses for those rows alone.
 */
async function readPage(db: Kysely<Database>, filtered: ReviewQuery, mode: Mode, order: SortOrder, perPage: number) {
  const reverse: SortOrder = order === 'desc' ? 'asc' : 'desc';
  const walk = mode.kind === 'before' ? reverse : order;
  let query = orderReviews(filtered, walk);
  if (mode.kind !== 'page') query = beyond(query, mode.key, walk);
  const ids = query
    .select('r.id as page_id')
    .limit(perPage + 1)
    .offset(mode.kind === 'page' ? mode.offset : 0);
  const picked = await db
    .selectFrom(ids.as('page'))
    .innerJoin('reviews as r', 'r.id', 'page.page_id')
    .select(REVIEW_COLUMNS)
    .orderBy('r.published_at', walk)
    .orderBy('r.id', walk)
    .execute();
  const more = picked.length > perPage;
  const rows = picked.slice(0, perPage);
  if (mode.kind === 'before') rows.reverse();
  return {
    rows: await withDetails(db, rows),
    hasNext: mode.kind === 'before' ? true : more,
    hasPrev: mode.kind === 'before' ? more : mode.kind === 'after' || mode.offset > 0,
  };
}

/** The planner's row estimate for a query (EXPLAIN without ANALYZE: it plans, it does not run). */
async function plannedRows(db: Kysely<Database>, query: { compile(): CompiledQuery }): Promise<number> {
  const compiled = query.compile();
  const result = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]));
  const cell = Object.values(result.rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(plan[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * The total: matching rows counted up to the cap (a LIMIT inside the count stops the scan there); past it, the
 * planner's estimate from the table statistics, so a million-row account costs no more than a small one.
 */
async function countReviews(db: Kysely<Database>, filtered: ReviewQuery): Promise<{ total: number; estimated: boolean }> {
  const rows = filtered.select(sql<number>`1`.as('one'));
  const counted = await db.selectFrom(rows.limit(REVIEW_COUNT_CAP + 1).as('capped')).select(sql<number>`count(*)`.as('count')).executeTakeFirst();
  const count = Number(counted?.count ?? 0);
  if (count <= REVIEW_COUNT_CAP) return { total: count, estimated: false };
  return { total: Math.max(await plannedRows(db, rows), REVIEW_COUNT_CAP + 1), estimated: true };
}

// One memo per database (tests run several servers in one process, each on its own database).
const totalsByDb = new WeakMap<Kysely<Database>, ReviewTotals>();
function totalsOf(db: Kysely<Database>): ReviewTotals {
  let totals = totalsByDb.get(db);
  if (!totals) totalsByDb.set(db, (totals = new ReviewTotals()));
  return totals;
}

/** Links repeat the caller's query (minus nonce and paging), with a cursor or page number set. */
function linkBuilder(requestUrl: string) {
  const [path = '', search = ''] = requestUrl.split('?', 2);
  const base = new URLSearchParams(search);
  for (const name of ['nonce', 'page', 'before', 'after']) base.delete(name);
  return (set: Record<string, string | number>) => {
    const params = new URLSearchParams(base);
    for (const [name, value] of Object.entries(set)) params.set(name, String(value));
    return { href: `${path}?${params.toString().replace(/%5B/gi, '[').replace(/%5D/gi, ']')}` };
  };
}

/**
 * P2 filter bar: newest first, keyset cursors `before`/`after` on (published_at, id), `page` as a fallback.
 * With a cursor, `page` only labels the page the client is on (it keeps it in the URL beside the cursor).
 */
const listReviews = async (ctx: OperationContext<'listReviews'>) => {
  const query = ctx.query;
  const filters = parseReviewFilters(query, listAccountId(ctx), allowedLocationIds(ctx));
  const paging = parsePaging(query, { defaultPerPage: 25, maxPerPage: MAX_PER_PAGE });
  const sort = parseSort(query, ['published_at'] as const, 'published_at', 'desc');
  const mode = pagingMode(query, paging.page, paging.perPage);
  const filtered = filteredReviews(ctx.db, await withGroupLocations(ctx.db, filters));
  const totalKey = JSON.stringify(filters);
  const [page, { total, estimated }] = await Promise.all([
    readPage(ctx.db, filtered, mode, sort.order, paging.perPage),
    totalsOf(ctx.db).get(totalKey, Date.now(), () => countReviews(ctx.db, filtered)),
  ]);

  const first = page.rows[0];
  const last = page.rows.at(-1);
  const cursors = {
    before: page.hasPrev && first ? encodeCursor({ publishedAt: first.published_at, id: first.id }) : null,
    after: page.hasNext && last ? encodeCursor({ publishedAt: last.published_at, id: last.id }) : null,
  };
  const pages = totalPages(total, paging.perPage);
  const link = linkBuilder(ctx.request.url);
  const links: Schema<'ListLinks'> = {
    self: { href: ctx.request.url.replace(/([?&])nonce=[^&]*&?/, '$1').replace(/[?&]$/, '') },
    first: link({ page: 1 }),
    // Page numbers stop where OFFSET paging does; deeper rows are reached with the cursors.
    last: link({ page: Math.min(pages, Math.floor(REVIEW_COUNT_CAP / paging.perPage)) }),
  };
  if (cursors.after) links.next = link({ after: cursors.after, page: paging.page + 1 });
  if (cursors.before) links.prev = link({ before: cursors.before, page: Math.max(1, paging.page - 1) });
  return {
    _embedded: { reviews: page.rows.map(reviewToWire) },
    _total: total,
    _total_pages: pages,
    _page: paging.page,
    _total_estimated: estimated,
    _cursors: cursors,
    _links: links,
  };
};

/** A review's tag names, alphabetical whatever their case. */
async function reviewTagNames(db: Kysely<Database>, accountId: number, reviewId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('review_tags')
    .select('name')
    .where('account_id', '=', accountId)
    .where('review_id', '=', reviewId)
    .orderBy(sql`lower(name)`)
    .orderBy('name')
    .execute();
  return rows.map((r) => r.name);
}

/**
 * The review with its responses (oldest first), its tag names (alphabetical), its location (with the phone the
 * {location_phone} placeholder reads) and its source; another account's is a 404.
 */
const getReview = async (ctx: OperationContext<'getReview'>) => {
  const auth = requireAuth(ctx);
  const id = idParam(ctx, 'Review');
  const [row] = await loadReviews(ctx.db, [id]);
  const review = found(auth, row, 'Review');
  assertLocationAllowed(ctx, review.location_id, 'Review');
  const [responses, location, source, tags] = await Promise.all([
    loadResponses(ctx.db, { reviewId: review.id }),
    ctx.db.selectFrom('locations').select(['id', 'name', 'address', 'city', 'state', 'zipcode', 'phone']).where('id', '=', review.location_id).executeTakeFirstOrThrow(),
    ctx.db.selectFrom('sources').selectAll().where('id', '=', review.source_id).executeTakeFirstOrThrow(),
    reviewTagNames(ctx.db, review.account_id, review.id),
  ]);
  return { ...reviewToWire(review), tags, responses, location, source };
};

export const reviewHandlers = { listReviews, getReview } satisfies HandlerMap;
