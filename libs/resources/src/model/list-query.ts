import { DEFAULT_PAGE_SIZE } from './constants.js';
import type { Query } from './identified.js';

/** The params of a list call, without paging (the list adds `page` and `per_page`). */
export type ListQuery = Query;

export type SortOrder = 'asc' | 'desc';

/** A list query for one page (pages are 1-based). */
export function pageQuery(query: ListQuery, page: number, perPage: number = DEFAULT_PAGE_SIZE): Query {
  return { ...query, page, per_page: perPage };
}

/** The sort params as the contract names them, brackets included. */
export function sortQuery(by: string, order: SortOrder): Query {
  return { 'sort[by]': by, 'sort[order]': order };
}
