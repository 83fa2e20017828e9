import type { Schemas } from '@locus/api-client';
import type { FilterStore, ReviewsQuery } from '@locus/filters';
import { errorMessage, isAbortError, type LoadStatus } from '@locus/resources';
import {
  action,
  compareStructural,
  makeObservable,
  observable,
  observableRef,
  reaction,
  runInAction,
} from 'mobx';
import { REVIEWS_PER_PAGE } from '../model/reviews-per-page.js';
import type { ReviewsApi } from '../ports/reviews-api.js';
import type { ReviewsPreload } from './reviews-preload.js';

export type Review = Schemas['Review'];

export interface ReviewsListDeps {
  api: ReviewsApi;
  filters: FilterStore;
  perPage?: number;
  /** The first page, already asked for by the route's preload: taken when the first query is the same. */
  preloaded?: ReviewsPreload;
}

const NO_CURSORS = { before: null, after: null } as const;

/**
 * The /reviews list: it follows the filter store's server query, so the URL stays the one source
 * of truth and one filter change (one URL update) is one request. Paging is by the server's
 * keyset cursors, written to the URL like any filter.
 */
export class ReviewsListStore {
  status: LoadStatus = 'idle';
  items: readonly Review[] = [];
  cursors: Schemas['ReviewCursors'] = NO_CURSORS;
  total = 0;
  error: string | null = null;

  private readonly deps: ReviewsListDeps;
  private controller: AbortController | null = null;
  private stopFollowing: (() => void) | null = null;

  constructor(deps: ReviewsListDeps) {
    this.deps = deps;
    makeObservable(this, {
      status: observable,
      items: observableRef,
      cursors: observableRef,
      total: observable,
      error: observable,
      load: action,
      updateItem: action,
    });
  }

  /** Loads now and again whenever the filters' server query really changes. */
  start(): void {
    this.stopFollowing?.();
    this.stopFollowing = reaction(
      () => this.deps.filters.reviewsQuery,
      (query) => void this.load(query),
      { equals: compareStructural, fireImmediately: true },
    );
  }

  get hasNext(): boolean {
    return Boolean(this.cursors.after);
  }

  get hasPrevious(): boolean {
    return Boolean(this.cursors.before);
  }

  next(): void {
    if (this.cursors.after) this.deps.filters.setCursor({ after: this.cursors.after });
  }

  previous(): void {
    if (this.cursors.before) this.deps.filters.setCursor({ before: this.cursors.before });
  }

  /** Changes one row in place (a reply published from the row, a status set): no reload, P4-060. */
  updateItem(id: number, changes: Partial<Review>): void {
    if (!this.items.some((review) => review.id === id)) return;
    this.items = this.items.map((review) => (review.id === id ? { ...review, ...changes } : review));
  }

  /** Fetches one page; a newer load aborts the one in flight. */
  async load(query: ReviewsQuery = this.deps.filters.reviewsQuery): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.status = 'loading';
    this.error = null;
    try {
      const perPage = this.deps.perPage ?? REVIEWS_PER_PAGE;
      const page = await (this.deps.preloaded?.take(query, perPage) ??
        this.deps.api.page(query, perPage, controller.signal));
      // A preloaded page is not aborted with the controller: a newer load may have replaced this one meanwhile.
      if (controller.signal.aborted) return;
      runInAction(() => {
        this.items = page._embedded.reviews;
        this.cursors = page._cursors;
        this.total = page._total;
        this.status = 'loaded';
      });
    } catch (error) {
      if (isAbortError(error) || controller.signal.aborted) return;
      runInAction(() => {
        this.items = [];
        this.cursors = NO_CURSORS;
        this.error = errorMessage(error);
        this.status = 'error';
      });
    }
  }

  dispose(): void {
    this.stopFollowing?.();
    this.stopFollowing = null;
    this.controller?.abort();
  }
}
