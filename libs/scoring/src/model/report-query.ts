import type { QueryChange, QueryValues } from '@locus/filters';
import type { PerformanceSort, SortOrder } from '../ports/scoring-api.js';

/** F2-041: the report's own URL keys beside the filter bar's. */
export const REPORT_KEYS = { view: 'view', sortBy: 'sortBy', sortOrder: 'sortOrder', page: 'page' } as const;

export type ReportView = 'locations' | 'groups';

/** F9-031 */
export const PERFORMANCE_SORTS: readonly PerformanceSort[] = [
  'ranking', 'target_score', 'avg_rating', 'total_reviews', 'completed_rate', 'overall_avg_response_time',
  'local_listing_health_score', 'owner_media_count',
];

export interface ReportSort {
  by: PerformanceSort;
  order: SortOrder;
}

/** F9-032: ranking descending, best first. */
export const DEFAULT_REPORT_SORT: ReportSort = { by: 'ranking', order: 'desc' };

/** F9-029; print and export take 250 (F9-030). */
export const REPORT_PAGE_SIZE = 25;
export const PRINT_PAGE_SIZE = 250;

const isSort = (value: string | undefined): value is PerformanceSort => (PERFORMANCE_SORTS as readonly string[]).includes(value ?? '');

/** The view the URL asks for; groups only while the account has them (F2-042). */
export const readView = (query: QueryValues, groupsEnabled: boolean): ReportView =>
  groupsEnabled && query[REPORT_KEYS.view] === 'groups' ? 'groups' : 'locations';

/** The URL's sort; an unknown field or order falls back to the default's. */
export function readSort(query: QueryValues): ReportSort {
  const by = query[REPORT_KEYS.sortBy];
  const order = query[REPORT_KEYS.sortOrder];
  return { by: isSort(by) ? by : DEFAULT_REPORT_SORT.by, order: order === 'asc' || order === 'desc' ? order : DEFAULT_REPORT_SORT.order };
}

/** The URL's page, 1 when absent or not a whole number above 0. */
export function readPage(query: QueryValues): number {
  const page = Number(query[REPORT_KEYS.page]);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** F2-043: choosing groups drops locationId and page; back to locations drops the page. The default view is no key. */
export function viewChange(view: ReportView): QueryChange {
  return view === 'groups'
    ? { [REPORT_KEYS.view]: 'groups', locationId: undefined, [REPORT_KEYS.page]: undefined }
    : { [REPORT_KEYS.view]: undefined, [REPORT_KEYS.page]: undefined };
}

/** A new sort starts at page 1; the default sort is no key at all. */
export function sortChange(sort: ReportSort): QueryChange {
  const isDefault = sort.by === DEFAULT_REPORT_SORT.by && sort.order === DEFAULT_REPORT_SORT.order;
  return {
    [REPORT_KEYS.sortBy]: isDefault ? undefined : sort.by,
    [REPORT_KEYS.sortOrder]: isDefault ? undefined : sort.order,
    [REPORT_KEYS.page]: undefined,
  };
}

/** A column header's click: the same field flips its order, another starts descending (best first). */
export function nextSort(current: ReportSort, by: PerformanceSort): ReportSort {
  if (current.by === by) return { by, order: current.order === 'desc' ? 'asc' : 'desc' };
  return { by, order: 'desc' };
}
