import { badRequest } from '../http-error.js';
import { readInt, type Values } from '../query-values.js';

export interface Paging {
  page: number;
  perPage: number;
  offset: number;
}

export interface PagingOptions {
  /** Page size when the caller sends none (25 for most lists). */
  defaultPerPage?: number;
  /** Largest accepted page size (500 unless a list says otherwise). */
  maxPerPage?: number;
}

/** `page` is 1-based (default 1); `per_page` defaults per list and is capped. */
export function parsePaging(query: Values, options: PagingOptions = {}): Paging {
  const { defaultPerPage = 25, maxPerPage = 500 } = options;
  const page = readInt(query, 'page') ?? 1;
  const perPage = readInt(query, 'per_page') ?? defaultPerPage;
  if (page < 1) throw badRequest('page must be at least 1', 'page');
  if (perPage < 1) throw badRequest('per_page must be at least 1', 'per_page');
  if (perPage > maxPerPage) throw badRequest(`per_page must be at most ${maxPerPage}`, 'per_page');
  return { page, perPage, offset: (page - 1) * perPage };
}

/** Page count for a total; an empty list still has one (empty) page. */
export function totalPages(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** Paging of a request (the contract gives `per_page` no default, so each list applies its own). */
export function pagingOf(ctx: { query: unknown }, options: PagingOptions = {}): Paging {
  return parsePaging(ctx.query as Values, options);
}
