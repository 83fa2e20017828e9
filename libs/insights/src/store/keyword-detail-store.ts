import type { Schemas } from '@locus/api-client';
import type { ExportStore, FilterStore } from '@locus/filters';
import { GenericLoader, type Scheduler } from '@locus/resources';
import { action, computed, makeObservable, observable } from 'mobx';
import { keywordSummary, trendPoints, type KeywordSummary, type TrendPoint } from '../model/keyword-detail.js';
import { keywordsHref } from '../model/links.js';
import { INSIGHTS_MESSAGES } from '../model/messages.js';
import type { InsightsApi } from '../ports/insights-api.js';
import type { InsightsSession } from '../ports/session.js';
import { insightsParams, noAccount, type InsightsParams } from './insights-params.js';

export const KEYWORD_REVIEWS_PAGE_SIZE = 25;

export interface KeywordDetailStoreDeps {
  api: InsightsApi;
  filters: FilterStore;
  session: InsightsSession;
  /** The route's keyword (its `short`). */
  keyword: string;
  /** The page's export (keyword_details, P2-158); the trial modal comes with it (F6-059). */
  exporter?: ExportStore;
  scheduler?: Scheduler;
}

/**
 * /dashboard/keywords/{keyword} (F2-069): the keyword's counts and monthly trend, and the reviews that
 * mention it, over the filters carried from the keywords page (the sentiment narrows the reviews).
 */
export class KeywordDetailStore {
  page = 1;
  readonly keyword: string;
  readonly detail: GenericLoader<InsightsParams, Schemas['KeywordDetail']>;
  readonly reviews: GenericLoader<InsightsParams & { page: number }, Schemas['KeywordReviews']>;
  private readonly deps: KeywordDetailStoreDeps;

  constructor(deps: KeywordDetailStoreDeps) {
    this.deps = deps;
    this.keyword = deps.keyword;
    makeObservable(this, { page: observable, summary: computed, trend: computed, reviewRows: computed, totalPages: computed, setPage: action });
    const { api, filters, session, scheduler, keyword } = deps;
    this.detail = new GenericLoader({
      params: () => insightsParams(session, filters),
      skip: noAccount,
      debounceMs: 0,
      scheduler,
      errorMessage: INSIGHTS_MESSAGES.keywordError,
      load: ({ accountId, query }, signal) => api.keyword(accountId ?? 0, keyword, query, signal),
    });
    this.reviews = new GenericLoader({
      params: () => ({ ...insightsParams(session, filters), page: this.page }),
      skip: noAccount,
      debounceMs: 0,
      scheduler,
      errorMessage: INSIGHTS_MESSAGES.keywordError,
      load: ({ accountId, query, page }, signal) =>
        api.keywordReviews(accountId ?? 0, keyword, { ...query, page, per_page: KEYWORD_REVIEWS_PAGE_SIZE }, signal),
    });
  }

  get summary(): KeywordSummary | null {
    return this.detail.data ? keywordSummary(this.detail.data) : null;
  }

  get trend(): TrendPoint[] {
    return this.detail.data ? trendPoints(this.detail.data) : [];
  }

  get reviewRows(): Schemas['Review'][] {
    return this.reviews.data?._embedded.reviews ?? [];
  }

  get totalPages(): number {
    return this.reviews.data?._total_pages ?? 0;
  }

  get backHref(): string {
    return keywordsHref(this.deps.filters.query);
  }

  /** The keyword's reviews as CSV, with the page's filters. */
  exportCsv(): Promise<void> {
    const { query } = insightsParams(this.deps.session, this.deps.filters);
    return this.deps.exporter?.start({ resource: 'keyword_details', filters: { ...query, keyword: this.keyword } }) ?? Promise.resolve();
  }

  setPage(page: number): void {
    this.page = Math.max(1, page);
  }

  dispose(): void {
    this.detail.dispose();
    this.reviews.dispose();
  }
}
