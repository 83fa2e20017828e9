/** The dashboard's query as the URL holds it (F2-024), with its defaults (F9-051..F9-053). */
import { readList, type QueryValues } from '@locus/filters';
import { DIRECTORY_CODES, LISTING_STATUSES, type DirectoryCode, type ListingStatus } from './statuses.js';

export type DashboardSortField = 'name' | 'status' | 'last_published_at' | 'last_checked_at' | 'address';
export const DASHBOARD_SORT_FIELDS: readonly DashboardSortField[] = ['name', 'status', 'last_published_at', 'last_checked_at', 'address'];

export interface DashboardQuery {
  page: number;
  sortBy: DashboardSortField;
  sortOrder: 'asc' | 'desc';
  statuses: ListingStatus[];
  directories: DirectoryCode[];
  locationId: number | null;
  locationIds: number[];
  groupId: number | null;
}

/** The URL keys, as the spec names them. */
export const DASHBOARD_QUERY_KEYS = ['page', 'sort[by]', 'sort[order]', 'statuses', 'directories', 'location_id', 'location_ids', 'group_id'] as const;

/** Name ascending; the internal table variant: status descending. Page 1. */
export function defaultSort(internal: boolean): Pick<DashboardQuery, 'sortBy' | 'sortOrder'> {
  return internal ? { sortBy: 'status', sortOrder: 'desc' } : { sortBy: 'name', sortOrder: 'asc' };
}

const positive = (value: string | undefined): number | null => {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n > 0 ? n : null;
};

/** Reads the URL; anything unknown falls back to the default. */
export function readDashboardQuery(values: QueryValues, internal: boolean): DashboardQuery {
  const sort = defaultSort(internal);
  const by = values['sort[by]'] as DashboardSortField | undefined;
  const order = values['sort[order]'];
  return {
    page: positive(values['page']) ?? 1,
    sortBy: by && DASHBOARD_SORT_FIELDS.includes(by) ? by : sort.sortBy,
    sortOrder: order === 'asc' || order === 'desc' ? order : sort.sortOrder,
    statuses: readList(values['statuses']).filter((s): s is ListingStatus => (LISTING_STATUSES as readonly string[]).includes(s)),
    directories: readList(values['directories']).filter((d): d is DirectoryCode => (DIRECTORY_CODES as readonly string[]).includes(d)),
    locationId: positive(values['location_id']),
    locationIds: readList(values['location_ids']).map((v) => positive(v)).filter((n): n is number => n !== null),
    groupId: positive(values['group_id']),
  };
}

/** Writes the query back; defaults are left out so the plain dashboard's URL stays bare. */
export function writeDashboardQuery(query: DashboardQuery, internal: boolean, others: QueryValues = {}): Record<string, string> {
  const sort = defaultSort(internal);
  const next: Record<string, string> = Object.fromEntries(Object.entries(others).filter(([k]) => !(DASHBOARD_QUERY_KEYS as readonly string[]).includes(k)));
  if (query.page !== 1) next['page'] = String(query.page);
  if (query.sortBy !== sort.sortBy || query.sortOrder !== sort.sortOrder) {
    next['sort[by]'] = query.sortBy;
    next['sort[order]'] = query.sortOrder;
  }
  if (query.statuses.length > 0) next['statuses'] = query.statuses.join(',');
  if (query.directories.length > 0) next['directories'] = query.directories.join(',');
  if (query.locationId !== null) next['location_id'] = String(query.locationId);
  if (query.locationIds.length > 0) next['location_ids'] = query.locationIds.join(',');
  if (query.groupId !== null) next['group_id'] = String(query.groupId);
  return next;
}

/** The filters alone (no page, no sort): what decides which locations the list holds. */
export function dashboardFilterKey(query: DashboardQuery): string {
  const { statuses, directories, locationId, locationIds, groupId } = query;
  return JSON.stringify([statuses, directories, locationId, locationIds, groupId]);
}

export interface PageLinks {
  first: number | null;
  prev: number | null;
  next: number | null;
  last: number | null;
}

/** First, prev, next and last (F2-025): null where the link is disabled. */
export function pageLinks(page: number, totalPages: number): PageLinks {
  const last = Math.max(1, totalPages);
  return {
    first: page > 1 ? 1 : null,
    prev: page > 1 ? page - 1 : null,
    next: page < last ? page + 1 : null,
    last: page < last ? last : null,
  };
}
