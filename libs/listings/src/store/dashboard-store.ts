import type { Schemas } from '@locus/api-client';
import type { QueryAdapter, QueryValues } from '@locus/filters';
import { GenericLoader, type Scheduler } from '@locus/resources';
import { action, computed, makeObservable, observableRef } from 'mobx';
import { dashboardFilterKey, pageLinks, readDashboardQuery, writeDashboardQuery, type DashboardQuery, type DashboardSortField, type PageLinks } from '../model/dashboard-query.js';
import type { DashboardLocationsQuery, ListingsApi } from '../ports/listings-api.js';

export type LocalListingLocation = Schemas['LocalListingLocation'];

/** F8-044 (in place of the table) and F8-045 (the table variant): the spec's two spellings. */
export const DASHBOARD_FETCH_ERRORS = {
  simple: 'An error occurred trying to fetch locations',
  internal: 'An error occured trying to fetch locations',
} as const;

/** The contract's largest page (per_page at most 500): reading every row for true bulk takes the fewest calls. */
export const EVERY_ROW_PAGE_SIZE = 500;

/** The metrics call's filters, as the URL's query names them (F2-024). */
function filterParams(query: DashboardQuery): Omit<DashboardLocationsQuery, 'page' | 'sort[by]' | 'sort[order]'> {
  return {
    statuses: query.statuses.join(',') || undefined,
    directories: query.directories.join(',') || undefined,
    location_id: query.locationId ?? undefined,
    location_ids: query.locationIds.join(',') || undefined,
    group_id: query.groupId ?? undefined,
  };
}

export interface DashboardStoreDeps {
  api: ListingsApi;
  accountId: number;
  /** The URL (the filters lib's adapter pattern: the app implements it with its router). */
  adapter: QueryAdapter;
  /** The internal table variant (the provider is internal): its own default sort. */
  internal: boolean;
  scheduler?: Scheduler;
}

/** The Local Listings dashboard's list: its query lives in the URL; each change is one navigation and one request. */
export class DashboardStore {
  private values: QueryValues;
  readonly loader: GenericLoader<DashboardQuery, Schemas['LocalListingLocationPage']>;
  private readonly unsubscribe: (() => void) | undefined;

  constructor(private readonly deps: DashboardStoreDeps) {
    this.values = deps.adapter.get();
    makeObservable<DashboardStore, 'values' | 'setValues'>(this, {
      values: observableRef,
      query: computed,
      rows: computed,
      total: computed,
      totalPages: computed,
      links: computed,
      setValues: action,
      sort: action,
      setPage: action,
      setFilters: action,
    });
    this.unsubscribe = deps.adapter.subscribe?.(() => this.setValues(deps.adapter.get()));
    this.loader = new GenericLoader({
      params: () => this.query,
      debounceMs: 0,
      scheduler: deps.scheduler,
      errorMessage: deps.internal ? DASHBOARD_FETCH_ERRORS.internal : DASHBOARD_FETCH_ERRORS.simple,
      load: (query, signal) =>
        deps.api.dashboardLocations(
          deps.accountId,
          { page: query.page, 'sort[by]': query.sortBy, 'sort[order]': query.sortOrder, ...filterParams(query) },
          signal,
        ),
    });
  }

  /**
   * Every location matching the current filters, for 'Select {total} Rows' (true bulk): read page by page
   * at the contract's largest page size, by name then id so no row moves between pages. Kept until the
   * filters change or the list reloads (an Auto Sync toggle changes what the bulk gates read).
   */
  everyRow(): Promise<LocalListingLocation[]> {
    const query = this.query;
    const key = dashboardFilterKey(query);
    const cached = this.everyRowCache;
    if (cached && cached.key === key && cached.data === this.loader.data) return cached.rows;
    const rows = this.readEveryRow(query);
    this.everyRowCache = { key, data: this.loader.data, rows };
    // A failed read is not kept: the next action tries again.
    rows.catch(() => {
      if (this.everyRowCache?.rows === rows) this.everyRowCache = null;
    });
    return rows;
  }

  private everyRowCache: { key: string; data: unknown; rows: Promise<LocalListingLocation[]> } | null = null;

  private async readEveryRow(query: DashboardQuery): Promise<LocalListingLocation[]> {
    const rows: LocalListingLocation[] = [];
    for (let page = 1; ; page += 1) {
      const reply = await this.deps.api.dashboardLocations(this.deps.accountId, {
        page,
        per_page: EVERY_ROW_PAGE_SIZE,
        'sort[by]': 'name',
        'sort[order]': 'asc',
        ...filterParams(query),
      });
      rows.push(...reply.locations);
      if (page >= reply.paging.total_pages) return rows;
    }
  }

  get query(): DashboardQuery {
    return readDashboardQuery(this.values, this.deps.internal);
  }

  get rows(): LocalListingLocation[] {
    return this.loader.data?.locations ?? [];
  }

  get total(): number {
    return this.loader.data?.paging.total ?? 0;
  }

  get totalPages(): number {
    return this.loader.data?.paging.total_pages ?? 0;
  }

  get links(): PageLinks {
    return pageLinks(this.query.page, this.totalPages);
  }

  /** F2-025: a column header; the same column flips the order, another starts ascending; back to page 1. */
  sort(field: DashboardSortField): void {
    const { sortBy, sortOrder } = this.query;
    this.write({ ...this.query, sortBy: field, sortOrder: sortBy === field && sortOrder === 'asc' ? 'desc' : 'asc', page: 1 });
  }

  setPage(page: number): void {
    this.write({ ...this.query, page });
  }

  /** A filter change starts again from page 1. */
  setFilters(change: Partial<Pick<DashboardQuery, 'statuses' | 'directories' | 'locationId' | 'locationIds' | 'groupId'>>): void {
    this.write({ ...this.query, ...change, page: 1 });
  }

  private write(query: DashboardQuery): void {
    const next = writeDashboardQuery(query, this.deps.internal, this.values);
    this.setValues(next);
    this.deps.adapter.set(next);
  }

  private setValues(values: QueryValues): void {
    this.values = values;
  }

  dispose(): void {
    this.unsubscribe?.();
    this.loader.dispose();
  }
}
