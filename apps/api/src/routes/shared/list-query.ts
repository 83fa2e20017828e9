import { sql, type SelectQueryBuilder } from 'kysely';
import type { RequestContext } from '../../http/handler-types.js';
import { halList, type HalList } from './hal.js';
import { relevance, type KeywordSearch } from './keywords.js';
import type { Paging } from './paging.js';
import type { Sort } from './sorting.js';
import { toNumber } from './wire.js';

/** Counts the rows of a filtered query (one query for the total, beside the one for the page). */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await query
    .clearSelect()
    .select(sql<string>`count(*)`.as('count'))
    .executeTakeFirst();
  return toNumber((row as { count?: string } | undefined)?.count);
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
export async function halPage<DB, TB extends keyof DB, O, C extends string, W>(
  ctx: RequestContext,
  name: string,
  query: SelectQueryBuilder<DB, TB, O>,
  paging: Paging,
  order: OrderOptions<C>,
  toWire: (row: O) => W,
): Promise<HalList<string, W>> {
  const rows = orderList(query, order).limit(paging.perPage).offset(paging.offset);
  const [page, total] = await Promise.all([rows.execute(), countRows(query)]);
  return halList(name, page.map(toWire), total, paging, ctx.request.url);
}

/**
 * halPage for lists whose rows are wide or carry per-row sub-queries: the filter and order run on the bare
 * table to pick the page's ids (an index-only walk at any offset, instead of building every skipped row),
 * then `loadRows` fetches just those rows, which are returned in the page's order.
 */
export async function halPageByIds<DB, TB extends keyof DB, O, C extends string, R extends { id: number }, W>(
  ctx: RequestContext,
  name: string,
  filtered: SelectQueryBuilder<DB, TB, O>,
  paging: Paging,
  order: OrderOptions<C>,
  loadRows: (ids: number[]) => Promise<R[]>,
  toWire: (row: R) => W,
): Promise<HalList<string, W>> {
  const idQuery = orderList(filtered.clearSelect().select(sql<number>`${sql.ref(order.idColumn)}`.as('page_id')), order)
    .limit(paging.perPage)
    .offset(paging.offset);
  const [idRows, total] = await Promise.all([idQuery.execute(), countRows(filtered)]);
  const ids = idRows.map((row) => (row as { page_id: number }).page_id);
  const byId = new Map((ids.length > 0 ? await loadRows(ids) : []).map((row) => [row.id, row]));
  const page = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toWire(row)] : [];
  });
  return halList(name, page, total, paging, ctx.request.url);
}
