import type { FilterStore } from '@locus/filters';
import { GenericLoader, type Scheduler } from '@locus/resources';
import { computed, makeObservable } from 'mobx';
import { changeOf, formatCount, formatDays, formatPercent, formatRating, type Change } from '../model/display-formats.js';
import type { MetricsOverview, ScoringApi } from '../ports/scoring-api.js';
import type { ScoringSession } from '../ports/session.js';
import { noAccount, scoringParams, type ScoringParams } from './scoring-params.js';

export interface DashboardOverviewStoreDeps {
  api: ScoringApi;
  /** The dashboard's filter bar (page 'dashboard': six months by default, P2-105). */
  filters: FilterStore;
  session: ScoringSession;
  scheduler?: Scheduler;
}

/** One figure of the overview with its change against the previous period (F3-039). */
export interface OverviewCard {
  key: 'avg_rating' | 'total_reviews' | 'response_rate' | 'response_time';
  label: string;
  text: string;
  change: Change;
}

/** The overview's figures in words (F9-038 to F9-043): rates move in points, a shorter response time is better. */
export function overviewCards(o: MetricsOverview): OverviewCard[] {
  return [
    { key: 'avg_rating', label: 'Average Rating', text: formatRating(o.avg_rating), change: changeOf(o.avg_rating, o.avg_rating_lag) },
    { key: 'total_reviews', label: 'Reviews', text: formatCount(o.total_reviews), change: changeOf(o.total_reviews, o.total_reviews_lag) },
    {
      key: 'response_rate', label: 'Response Rate', text: formatPercent(o.response_rate),
      change: changeOf(o.response_rate, o.response_rate_lag, { kind: 'points' }),
    },
    {
      key: 'response_time', label: 'Response Time', text: formatDays(o.response_time),
      change: changeOf(o.response_time, o.response_time_lag, { lowerIsBetter: true }),
    },
  ];
}

/**
 * /dashboard's overview (P7-017): rating, volume, response rate and time for the shared filters, each beside
 * its previous period. It follows the filter store's query, so one filter change is one request.
 */
export class DashboardOverviewStore {
  readonly overview: GenericLoader<ScoringParams, MetricsOverview>;

  constructor(deps: DashboardOverviewStoreDeps) {
    const { api, filters, session, scheduler } = deps;
    makeObservable(this, { cards: computed });
    this.overview = new GenericLoader({
      params: () => scoringParams(session, filters),
      skip: noAccount,
      debounceMs: 0,
      scheduler,
      load: ({ accountId, filter }, signal) => api.overview(accountId ?? 0, filter, signal),
    });
  }

  /** The four figures, once loaded (the previous data stays while the next loads). */
  get cards(): OverviewCard[] {
    return this.overview.data ? overviewCards(this.overview.data) : [];
  }

  dispose(): void {
    this.overview.dispose();
  }
}
