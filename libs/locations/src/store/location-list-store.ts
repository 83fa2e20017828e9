import type { Schemas } from '@locus/api-client';
import { DEFAULT_PAGE_SIZE, Debouncer, GenericLoader, SEARCH_DEBOUNCE_MS, type Scheduler } from '@locus/resources';
import { action, computed, makeObservable, observable, observableStruct } from 'mobx';
import type { LocationSortField, LocationsApi } from '../ports/locations-api.js';

export type Location = Schemas['Location'];

/** The list's state, as its URL carries it. */
export interface LocationListQuery {
  sortBy: LocationSortField;
  sortOrder: 'asc' | 'desc';
  keywords: string;
  groupId: number | null;
  page: number;
  perPage: number;
}

export const DEFAULT_LIST_QUERY: LocationListQuery = {
  sortBy: 'name',
  sortOrder: 'asc',
  keywords: '',
  groupId: null,
  page: 1,
  perPage: DEFAULT_PAGE_SIZE,
};

export interface LocationListStoreDeps {
  api: Pick<LocationsApi, 'listLocations'>;
  initial?: Partial<LocationListQuery>;
  scheduler?: Scheduler;
}

export const LOCATIONS_FETCH_ERROR = 'Error fetching locations';

/**
 * /settings/locations: sortable, searchable, group-filtered and paged. Typing waits 250 ms after the
 * last key (decision 4), so a burst of keys costs one request; the latest request wins.
 */
export class LocationListStore {
  /** What the user typed (shown at once). */
  typed: string;
  query: LocationListQuery;
  readonly loader: GenericLoader<LocationListQuery, Schemas['LocationList']>;
  private readonly typing: Debouncer;

  constructor(deps: LocationListStoreDeps) {
    this.query = { ...DEFAULT_LIST_QUERY, ...deps.initial };
    this.typed = this.query.keywords;
    this.typing = new Debouncer(SEARCH_DEBOUNCE_MS, deps.scheduler);
    makeObservable(this, {
      typed: observable,
      query: observableStruct,
      rows: computed,
      total: computed,
      totalPages: computed,
      setTyped: action,
      sort: action,
      setGroup: action,
      setPage: action,
      applyQuery: action,
    });
    this.loader = new GenericLoader({
      params: () => this.query,
      debounceMs: 0,
      scheduler: deps.scheduler,
      errorMessage: LOCATIONS_FETCH_ERROR,
      load: (query, signal) => deps.api.listLocations(query, signal),
    });
  }

  get rows(): Location[] {
    return this.loader.data?._embedded.locations ?? [];
  }

  get total(): number {
    return this.loader.data?._total ?? 0;
  }

  get totalPages(): number {
    return this.loader.data?._total_pages ?? 0;
  }

  /** A key typed: the search runs once typing pauses, from page 1. */
  setTyped(text: string): void {
    this.typed = text;
    this.typing.schedule(action(() => (this.query = { ...this.query, keywords: text.trim(), page: 1 })));
  }

  /** A column header: the same column flips the order, another sorts ascending. */
  sort(field: LocationSortField): void {
    const sortOrder = this.query.sortBy === field && this.query.sortOrder === 'asc' ? 'desc' : 'asc';
    this.query = { ...this.query, sortBy: field, sortOrder, page: 1 };
  }

  setGroup(groupId: number | null): void {
    this.query = { ...this.query, groupId, page: 1 };
  }

  setPage(page: number): void {
    this.query = { ...this.query, page };
  }

  /** The URL changed from outside (back, forward, a link): its query replaces the list's. */
  applyQuery(next: Partial<LocationListQuery>): void {
    this.typing.cancel();
    this.query = { ...DEFAULT_LIST_QUERY, ...next };
    this.typed = this.query.keywords;
  }

  dispose(): void {
    this.typing.cancel();
    this.loader.dispose();
  }
}
