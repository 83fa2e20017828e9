import type { FilterStore } from '@locus/filters';
import { GenericLoader, type Scheduler } from '@locus/resources';
import { computed, makeObservable } from 'mobx';
import { metricsFilter } from '../model/metrics-filter.js';
import { formatCount, formatDays, formatPercent, formatRating } from '../model/display-formats.js';
import type { Benchmark, MetricsFilter, ScoringApi, Vertical } from '../ports/scoring-api.js';
import { SCORING_SETTINGS, type ScoringSession } from '../ports/session.js';

export interface BenchmarkStoreDeps {
  api: ScoringApi;
  /** The report's filter bar: the benchmark covers the same period (its other filters are the account's own). */
  filters: FilterStore;
  session: ScoringSession;
  scheduler?: Scheduler;
}

/** One industry figure in the report's words, under the report's column header. */
export interface BenchmarkFigure {
  key: 'avg_rating' | 'total_reviews' | 'response_rate' | 'response_time' | 'listings_in_sync' | 'media_count';
  label: string;
  text: string;
}

interface BenchmarkParams {
  vertical: Vertical | null;
  period: Pick<MetricsFilter, 'start_date' | 'end_date'>;
}

const VERTICAL_NAMES: Readonly<Record<Vertical, string>> = {
  healthcare: 'Healthcare', restaurant: 'Restaurants', automotive: 'Automotive', senior_care: 'Senior Care', other: 'Other businesses',
};

/** The industry's figures in the report's formats (F9-038 to F9-041: the rate as a percent, time in days). */
export function benchmarkFigures(b: Benchmark): BenchmarkFigure[] {
  return [
    { key: 'avg_rating', label: 'Average Rating', text: formatRating(b.avg_rating) },
    { key: 'total_reviews', label: 'Reviews per location', text: formatCount(b.total_reviews === null ? null : Math.round(b.total_reviews)) },
    { key: 'response_rate', label: 'Response Rate', text: formatPercent(b.response_rate) },
    { key: 'response_time', label: 'Response Time', text: formatDays(b.response_time) },
    { key: 'listings_in_sync', label: 'Listings in Sync', text: formatPercent(b.listings_in_sync) },
    { key: 'media_count', label: 'Owner Photos per location', text: formatCount(b.media_count === null ? null : Math.round(b.media_count)) },
  ];
}

/**
 * The industry benchmark beside the report (F1-005, P7-025): the account's vertical over the filter bar's
 * period, pooled over every account of the vertical by the server. Only with industry_score (F6-068).
 */
export class BenchmarkStore {
  readonly benchmark: GenericLoader<BenchmarkParams, Benchmark>;

  constructor(private readonly deps: BenchmarkStoreDeps) {
    const { api, filters, scheduler } = deps;
    makeObservable(this, { shown: computed, figures: computed, title: computed, note: computed });
    this.benchmark = new GenericLoader({
      params: (): BenchmarkParams => {
        const { start_date, end_date } = metricsFilter(filters.reviewsQuery);
        const period = end_date === undefined ? { start_date } : { start_date, end_date };
        return { vertical: this.shown ? (deps.session.account?.vertical ?? null) : null, period };
      },
      skip: (params) => params.vertical === null,
      debounceMs: 0,
      scheduler,
      // Skipped without a vertical, so the rejection is never reached.
      load: ({ vertical, period }, signal) => (vertical ? api.benchmark(vertical, period, signal) : Promise.reject(new Error('no industry'))),
      errorMessage: 'Unable to load the industry benchmark.',
    });
  }

  /** F6-068: the flag, and an account with an industry. */
  get shown(): boolean {
    return this.deps.session.isFeatureEnabled(SCORING_SETTINGS.industryScore) && Boolean(this.deps.session.account?.vertical);
  }

  get title(): string {
    const vertical = this.deps.session.account?.vertical;
    return vertical ? `Industry benchmark: ${VERTICAL_NAMES[vertical]}` : 'Industry benchmark';
  }

  /** Null figures come with fewer than two accounts in the vertical: the server does not show one account's rows. */
  get figures(): BenchmarkFigure[] {
    return this.benchmark.data ? benchmarkFigures(this.benchmark.data) : [];
  }

  /** How many accounts and locations the figures pool, or why there are none. */
  get note(): string | null {
    const b = this.benchmark.data;
    if (!b) return null;
    if (b.avg_rating === null && b.account_count < 2) return 'Not enough businesses in this industry yet to compare with.';
    return `Across ${formatCount(b.account_count)} businesses and ${formatCount(b.location_count)} locations.`;
  }

  dispose(): void {
    this.benchmark.dispose();
  }
}
