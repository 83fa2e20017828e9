// Column sort: none -> asc -> desc -> none (P4-050), expressed as sort[by] / sort[order] (P4-051).

export type SortOrder = 'asc' | 'desc';

export interface SortState {
  by: string;
  order: SortOrder;
}

/** The next order of a column after a click; undefined means unsorted. */
export function nextSortOrder(current: SortOrder | undefined): SortOrder | undefined {
  if (current === undefined) return 'asc';
  if (current === 'asc') return 'desc';
  return undefined;
}

/** The table's sort after a click on `column`; another column's sort starts the cycle afresh. */
export function nextSort(current: SortState | null, column: string): SortState | null {
  const order = nextSortOrder(current?.by === column ? current.order : undefined);
  return order ? { by: column, order } : null;
}

/** The query parameters of a sort, as the list calls expect them. */
export function sortQuery(sort: SortState | null): { 'sort[by]'?: string; 'sort[order]'?: SortOrder } {
  return sort ? { 'sort[by]': sort.by, 'sort[order]': sort.order } : {};
}
