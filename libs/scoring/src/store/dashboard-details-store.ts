import type { FilterStore, QueryValues, ReviewsQuery } from '@locus/filters';
import { GenericLoader, type ListPage, type Scheduler } from '@locus/resources';
import { action, computed, makeObservable } from 'mobx';
import {
  breakdownRowView,
  latestReviewView,
  sourceSlices,
  trendPointViews,
  type BreakdownRowView,
  type LatestReviewView,
  type SourceSliceView,
  type TrendPointView,
} from '../model/dashboard-views.js';
import { performanceHref, reviewsHref } from '../model/links.js';
import { REPORT_KEYS, readView } from '../model/report-query.js';
import type { LatestReview, LatestReviewsApi } from '../ports/latest-reviews-api.js';
import type {
  BreakdownKind,
  BreakdownRow,
  MetricsSources,
  MetricsTrend,
  ScoringApi,
} from '../ports/scoring-api.js';
import { SCORING_SETTINGS, type ScoringSession } from '../ports/session.js';
import { noAccount, scoringParams, type ScoringParams } from './scoring-params.js';

export interface DashboardDetailsStoreDeps {
  api: ScoringApi;
  reviews: LatestReviewsApi;
  /** The dashboard's filter bar, the overview's. */
  filters: FilterStore;
  session: ScoringSession;
  scheduler?: Scheduler;
}

/** The breakdown's rows on the dashboard: the busiest; the report has the rest. */
export const BREAKDOWN_SIZE = 10;
/** The latest reviews the dashboard shows. */
export const LATEST_REVIEWS = 5;

/** The reviews list's filters the dashboard shares (P2-118): the period, location, group and source. */
function latestQuery(query: ReviewsQuery): ReviewsQuery {
  const { published_after, published_before, group_id, location_id, source_id } = query;
  const shared: ReviewsQuery = { published_after, published_before, group_id, location_id, source_id };
  return Object.fromEntries(Object.entries(shared).filter(([, value]) => value !== undefined));
}

/**
 * /dashboard's charts, breakdown and latest reviews: loaded alongside the overview for the same filters, each
 * on its own (one failing leaves the others). The breakdown is by location, or by group when the account has
 * groups_performance and the person chooses it.
 */
export class DashboardDetailsStore {
  readonly trend: GenericLoader<ScoringParams, MetricsTrend>;
  readonly sources: GenericLoader<ScoringParams, MetricsSources>;
  readonly breakdown: GenericLoader<ScoringParams & { kind: BreakdownKind }, ListPage<BreakdownRow>>;
  readonly latest: GenericLoader<{ accountId: number | null; query: ReviewsQuery }, LatestReview[]>;
  private readonly filters: FilterStore;
  private readonly session: ScoringSession;

  constructor(deps: DashboardDetailsStoreDeps) {
    const { api, reviews, filters, session, scheduler } = deps;
    this.filters = filters;
    this.session = session;
    makeObservable<this>(this, {
      breakdownView: computed,
      breakdownKind: computed,
      groupsEnabled: computed,
      setBreakdownView: action,
      trendPoints: computed,
      slices: computed,
      breakdownRows: computed,
      latestReviews: computed,
      latestQuery: computed,
      reviewsHref: computed,
      reportHref: computed,
      linkQuery: computed,
    });
    const params = () => scoringParams(session, filters);
    const common = { skip: noAccount, debounceMs: 0, scheduler };
    this.trend = new GenericLoader({
      ...common,
      params,
      load: ({ accountId, filter }, signal) => api.trend(accountId ?? 0, filter, signal),
    });
    this.sources = new GenericLoader({
      ...common,
      params,
      load: ({ accountId, filter }, signal) => api.sources(accountId ?? 0, filter, signal),
    });
    this.breakdown = new GenericLoader({
      ...common,
      params: () => ({ ...params(), kind: this.breakdownKind }),
      load: ({ accountId, filter, kind }, signal) =>
        api.breakdown(accountId ?? 0, kind, { ...filter, per_page: BREAKDOWN_SIZE }, signal),
    });
    this.latest = new GenericLoader({
      ...common,
      params: () => ({ accountId: session.account_id, query: this.latestQuery }),
      load: ({ query }, signal) => reviews.latest(query, LATEST_REVIEWS, signal),
    });
  }

  /** Groups only while the account has them (F2-042). */
  get groupsEnabled(): boolean {
    return this.session.isFeatureEnabled(SCORING_SETTINGS.groupsPerformance);
  }

  get breakdownKind(): BreakdownKind {
    return this.groupsEnabled ? this.breakdownView : 'location';
  }

  /** The person's choice, kept in the URL (`view=groups`, the report's key) so a reload or a shared link keeps it. */
  get breakdownView(): BreakdownKind {
    return readView(this.filters.query, true) === 'groups' ? 'group' : 'location';
  }

  setBreakdownView(view: BreakdownKind): void {
    if (view !== this.breakdownView)
      this.filters.change({ [REPORT_KEYS.view]: view === 'group' ? 'groups' : undefined });
  }

  /**
   * The filters the links carry: the URL's, with the dashboard's own default range spelled out when the URL has
   * none, so the reviews list (30 days by default) opens on the same period as the figures.
   */
  get linkQuery(): QueryValues {
    const { [REPORT_KEYS.view]: _view, ...query } = this.filters.query;
    if (query['dateDescriptor'] || query['from'] || query['to']) return query;
    return { ...query, dateDescriptor: this.filters.dateDescriptor };
  }

  get trendPoints(): TrendPointView[] {
    return this.trend.data ? trendPointViews(this.trend.data) : [];
  }

  get slices(): SourceSliceView[] {
    return this.sources.data ? sourceSlices(this.sources.data) : [];
  }

  get breakdownRows(): BreakdownRowView[] {
    return (this.breakdown.data?.items ?? []).map((row) => breakdownRowView(row, this.linkQuery));
  }

  /** The reviews list's query of the latest reviews: the shared filters only. */
  get latestQuery(): ReviewsQuery {
    return latestQuery(this.filters.reviewsQuery);
  }

  get latestReviews(): LatestReviewView[] {
    return (this.latest.data ?? []).map((review) => latestReviewView(review, this.latestQuery));
  }

  /** Every review of the filters on the reviews list. */
  get reviewsHref(): string {
    return reviewsHref(this.linkQuery);
  }

  /** The whole breakdown: Location Performance with the filters, in the breakdown's view. */
  get reportHref(): string {
    return performanceHref(this.linkQuery, this.breakdownKind);
  }

  dispose(): void {
    this.trend.dispose();
    this.sources.dispose();
    this.breakdown.dispose();
    this.latest.dispose();
  }
}
