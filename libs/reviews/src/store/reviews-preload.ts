import type { ReviewsQuery } from '@locus/filters';
import { compareStructural } from 'mobx';
import { REVIEWS_PER_PAGE } from '../model/reviews-per-page.js';
import type { ReviewsApi, ReviewsPage } from '../ports/reviews-api.js';

/**
 * The first page of /reviews, asked for before the page's stores exist: a route preload starts it with the
 * page's code, beside the session check, instead of after the session and the first render. The
 * list takes it once, and only for the very query it would send itself.
 */
export class ReviewsPreload {
  private pending: Promise<ReviewsPage> | null;

  constructor(
    api: ReviewsApi,
    private readonly query: ReviewsQuery,
    private readonly perPage: number = REVIEWS_PER_PAGE,
  ) {
    this.pending = api.page(query, perPage);
    // A preload nobody takes (the session ended, the user left) fails silently; the one taken reports as a load.
    this.pending.catch(() => undefined);
  }

  /** The preloaded page when it was asked with this query and page size, the first time only; else null. */
  take(query: ReviewsQuery, perPage: number = REVIEWS_PER_PAGE): Promise<ReviewsPage> | null {
    if (!this.pending || perPage !== this.perPage || !compareStructural(query, this.query)) return null;
    const taken = this.pending;
    this.pending = null;
    return taken;
  }
}
