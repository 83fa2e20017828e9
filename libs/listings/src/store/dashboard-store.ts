import { unwrap, type ApiClient, type Schemas } from '@locus/api-client';
import type { QueryAdapter, QueryValues } from '@locus/filters';
import { GenericLoader, type Scheduler } from '@locus/resources';
import { action, computed, makeObservable, observableRef } from 'mobx';
import { pageLinks, readDashboardQuery, writeDashboardQuery, type DashboardQuery, type DashboardSortField, type PageLinks } from '../model/dashboard-query.js';

export type LocalListingLocation = Schemas['LocalListingLocation'];

/** F8-044 (in place of the table) and F8-045 (the table variant): the spec's two spellings. */
export const DASHBOARD_FETCH_ERRORS = {
  simple: 'An error occurred trying to fetch locations',
  internal: 'An error occured trying to fetch locations',
} as const;

export interface DashboardStoreDeps {
  client: ApiClient;
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
        unwrap(
          deps.client.GET('/local_listings/metrics/{account_id}/locations', {
            params: {
              path: { account_id: deps.accountId },
              query: {
                page: query.page,
                'sort[by]': query.sortBy,
                'sort[order]': query.sortOrder,
                statuses: query.statuses.join(',') || undefined,
                directories: query.directories.join(',') || undefined,
                location_id: query.locationId ?? undefined,
                location_ids: query.locationIds.join(',') || undefined,
                group_id: query.groupId ?? undefined,
              },
            },
            signal,
          }),
        ),
    });
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
