import { LatestRequest, type LoadStatus } from '@locus/resources';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { reviewHistoryView, type ReviewHistoryRow } from '../model/review-history-view.js';
import type { Clock } from '../model/review-times.js';
import type { ReviewEvent, ReviewEventsApi } from '../ports/responses-api.js';
import type { ReviewDetailApi } from '../ports/reviews-api.js';

export interface ReviewHistoryDeps {
  reviewId: number;
  /** The review's site ("Google"); without it the store reads the review first (`reviews`). */
  siteName?: string;
  reviews?: ReviewDetailApi;
  api: ReviewEventsApi;
  clock: Clock;
  /** Events per request; the whole history is read, page after page. */
  perPage?: number;
}

/** The history page's timeline as plain data (the design system's ReviewHistory view). */
export interface ReviewHistoryView {
  status: LoadStatus;
  error: string | null;
  rows: ReviewHistoryRow[];
  empty: boolean;
}

const PER_PAGE = 100;

/** The review's timeline (GET /reviews/{id}/events), read whole: a review's history is short. */
export class ReviewHistoryStore {
  status: LoadStatus = 'idle';
  error: string | null = null;
  events: ReviewEvent[] = [];
  siteName: string;

  private readonly deps: ReviewHistoryDeps;
  private readonly request = new LatestRequest();

  constructor(deps: ReviewHistoryDeps) {
    this.deps = deps;
    this.siteName = deps.siteName ?? '';
    makeObservable(this, {
      status: observable,
      siteName: observable,
      error: observable,
      events: observableRef,
      view: computed,
      load: action,
    });
  }

  get view(): ReviewHistoryView {
    const rows = reviewHistoryView(this.events, { siteName: this.siteName, clock: this.deps.clock });
    return {
      status: this.status,
      error: this.error,
      rows,
      empty: this.status === 'loaded' && rows.length === 0,
    };
  }

  /** Loads (or reloads, e.g. after a live change) every page; the rows shown stay until the new ones arrive. */
  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    await this.request.run(
      (signal) => this.read(signal),
      ({ siteName, events }) =>
        runInAction(() => {
          this.siteName = siteName;
          this.events = events;
          this.status = 'loaded';
        }),
      (message) => runInAction(() => ((this.status = 'error'), (this.error = message))),
    );
  }

  /** The review's site name (once) and every page of its events. */
  private async read(signal: AbortSignal): Promise<{ siteName: string; events: ReviewEvent[] }> {
    const perPage = this.deps.perPage ?? PER_PAGE;
    const siteName =
      this.siteName || !this.deps.reviews
        ? this.siteName
        : (await this.deps.reviews.detail(this.deps.reviewId, signal)).source_name;
    const events: ReviewEvent[] = [];
    for (let page = 1; ; page += 1) {
      const list = await this.deps.api.page(this.deps.reviewId, page, perPage, signal);
      events.push(...list._embedded.review_events);
      if (page >= list._total_pages || list._embedded.review_events.length < perPage) break;
    }
    return { siteName, events };
  }

  dispose(): void {
    this.request.abort();
  }
}
