import { badRequest } from '../http-error.js';
import type { Values } from '../query-values.js';

export type SortOrder = 'asc' | 'desc';

/** Every searchable list also accepts `sort[by]=relevance` (the default order while searching). */
export const RELEVANCE = 'relevance';

export interface Sort<C extends string> {
  by: C;
  order: SortOrder;
  /** True when the caller named the column (so relevance ordering must not override it). */
  explicit: boolean;
}

/**
 * Reads `sort[by]` / `sort[order]`. The contract declares the bracketed names literally; a qs-style
 * parser would give `{ sort: { by, order } }` instead, so both shapes are accepted.
 */
export function parseSort<C extends string>(
  query: Values,
  allowed: readonly C[],
  fallback: C,
  fallbackOrder: SortOrder = 'asc',
): Sort<C | typeof RELEVANCE> {
  const nested = typeof query['sort'] === 'object' && query['sort'] !== null ? (query['sort'] as Values) : {};
  const by = query['sort[by]'] ?? nested['by'];
  const order = query['sort[order]'] ?? nested['order'];
  const accepted: readonly string[] = [...allowed, RELEVANCE];
  if (by !== undefined && by !== '' && !accepted.includes(by as string)) {
    throw badRequest(`sort[by] must be one of ${accepted.join(', ')}`, 'sort[by]');
  }
  if (order !== undefined && order !== '' && order !== 'asc' && order !== 'desc') {
    throw badRequest('sort[order] must be asc or desc', 'sort[order]');
  }
  const explicit = by !== undefined && by !== '';
  return {
    by: explicit ? (by as C | typeof RELEVANCE) : fallback,
    order: order === 'asc' || order === 'desc' ? order : fallbackOrder,
    explicit,
  };
}
