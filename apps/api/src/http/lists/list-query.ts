import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { queryCachesOf } from '../../db/caches/query-caches-plugin.js';
import { tablesRead } from '../../db/caches/statement-tables.js';
import type { RequestContext } from '../handler-types.js';
import { halList, type HalList } from '../hal.js';
import { relevance, type KeywordSearch } from './search.js';
import type { Paging } from './paging.js';
import type { Sort } from './sorting.js';
import { toNumber } from '../wire.js';

/** The statement counting the rows of a filtered query (its select list, with any per-row sub-queries, dropped). */
function countQueryOf<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) {
  return query.clearSelect().clearOrderBy().select(sql<string>`count(*)`.as('count'));
}

/** Counts the rows of a filtered query (one query for the total, beside the one for the page). */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await countQueryOf(query).executeTakeFirst();
  return toNumber((row as { count?: string } | undefined)?.count);
}

/**
 * A list's total for the envelope. Counting every matching row is the dearest part of a page (10,000
 * locations: ~4 ms on PGlite, against ~1 ms for the page itself), and people page through one filter set, so
 * the count is served from the database's totals cache, keyed by the count statement itself and dropped by
 * any write to a table it reads. A count over raw SQL naming its own tables is never cached.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: only the executor is read
export async function listTotal<DB, TB extends keyof DB, O>(db: Kysely<any>, query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const totals = queryCachesOf(db)?.totals;
  const counting = countQueryOf(query);
  const tables = totals ? tablesRead(counting.toOperationNode()) : null;
  if (!totals || !tables) return countRows(query);
  const compiled = counting.compile();
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  return totals.through(key, tables, Date.now(), () => countRows(query));
}

export interface OrderOptions<C extends string> {
  sort: Sort<C>;
  search: KeywordSearch | null;
  /** Column reference for each sortable key (e.g. `{ name: 'l.name' }`); `relevance` needs none. */
  columns: Partial<Record<C, string>>;
  /** The name column relevance is measured on. */
  nameColumn: string;
  /** A unique column so pages are stable when names repeat. */
  idColumn: string;
}

/**
 * The list order of the conventions (P7-054): the requested column, else relevance descending while
 * searching, else name ascending; the id breaks ties so paging never skips or repeats rows.
 */
export function orderList<DB, TB extends keyof DB, O, C extends string>(
  query: SelectQueryBuilder<DB, TB, O>,
  { sort, search, columns, nameColumn, idColumn }: OrderOptions<C>,
): SelectQueryBuilder<DB, TB, O> {
  let ordered = query;
  // `sort[by]=relevance` asks for the default search order explicitly.
  if (search && (!sort.explicit || sort.by === 'relevance')) {
    ordered = ordered.orderBy(relevance(nameColumn, search.keywords), 'desc').orderBy(sql.ref(nameColumn), 'asc');
  } else {
    ordered = ordered.orderBy(sql.ref(columns[sort.by] ?? nameColumn), sort.order);
  }
  return ordered.orderBy(sql.ref(idColumn), sort.order);
}

/**
 * One page of a list as the HAL envelope: one query for the rows, one for the total (the select list,
 * with its per-row sub-queries, is dropped for the count).
 */
export async function halPage<DB, TB extends keyof DB, O, C extends string, W, N extends string>(
  ctx: RequestContext,
  name: N,
  query: SelectQueryBuilder<DB, TB, O>,
  paging: Paging,
  order: OrderOptions<C>,
  toWire: (row: O) => W,
): Promise<HalList<N, W>> {
  const rows = orderList(query, order).limit(paging.perPage).offset(paging.offset);
  const [page, total] = await Promise.all([rows.execute(), listTotal(ctx.db, query)]);
  return halList(name, page.map(toWire), total, paging, ctx.request.url);
}

/** A filter set matching more rows than this is paged by the database (its ids are not cached). */
const MAX_CACHED_IDS = 20_000;

/**
 * Every id of a filtered, ordered list, from the database's list-ids cache (keyed by the statement, dropped by
 * any write to a table it reads, like the totals); null when the statement cannot be cached or matches more
 * than MAX_CACHED_IDS rows.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema: only the executor is read
async function cachedListIds<DB, TB extends keyof DB, O>(db: Kysely<any>, ids: SelectQueryBuilder<DB, TB, O>): Promise<readonly number[] | null> {
  const cache = queryCachesOf(db)?.listIds;
  const tables = cache ? tablesRead(ids.toOperationNode()) : null;
  if (!cache || !tables) return null;
  const compiled = ids.compile();
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  const read = async () => {
    const rows = (await ids.limit(MAX_CACHED_IDS + 1).execute()) as unknown as { page_id: number }[];
    return rows.length > MAX_CACHED_IDS ? undefined : rows.map((r) => r.page_id);
  };
  return (await cache.through(key, tables, Date.now(), read)) ?? null;
}

/**
 * halPage for lists whose rows are wide or carry per-row sub-queries: the filter and order run on the bare
 * table to list the ids, kept in the list-ids cache, so a page (any page: the location list's deep pages
 * walked thousands of index entries) is a slice of them plus one statement building just its rows, and the
 * total is their number. Uncacheable lists pick the page's ids in the rows' statement (`id in (<the page's
 * ids>)`, an index-only walk) beside the (cached) count.
 */
export async function halPageByIds<DB, TB extends keyof DB, O, C extends string, R, W, N extends string>(
  ctx: RequestContext,
  name: N,
  filtered: SelectQueryBuilder<DB, TB, O>,
  paging: Paging,
  order: OrderOptions<C>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the rows' builder may read other tables
  selectRows: () => SelectQueryBuilder<any, any, R>,
  toWire: (row: R) => W,
): Promise<HalList<N, W>> {
  const allIds = orderList(filtered.clearSelect().select(sql<number>`${sql.ref(order.idColumn)}`.as('page_id')), order);
  const listed = await cachedListIds(ctx.db, allIds);
  if (listed) {
    const pageIds = listed.slice(paging.offset, paging.offset + paging.perPage);
    const page = pageIds.length > 0 ? await orderList(selectRows().where(sql.ref(order.idColumn), 'in', pageIds), order).execute() : [];
    return halList(name, page.map(toWire), listed.length, paging, ctx.request.url);
  }
  const pageIds = allIds.limit(paging.perPage).offset(paging.offset);
  const rows = orderList(selectRows().where(sql.ref(order.idColumn), 'in', pageIds), order);
  const [page, total] = await Promise.all([rows.execute(), listTotal(ctx.db, filtered)]);
  return halList(name, page.map(toWire), total, paging, ctx.request.url);
}
