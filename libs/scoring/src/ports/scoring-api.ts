import type { Schemas } from '@locus/api-client';
import type { ListPage } from '@locus/resources';
import type { Targets } from '../model/score-types.js';

/** The period and the shared filters every metrics call takes (docs/scoring.md). */
export interface MetricsFilter {
  start_date?: string;
  end_date?: string;
  group_id?: number;
  location_id?: number;
  source_id?: number;
}

export type PerformanceSort = Schemas['PerformanceSort'];
export type SortOrder = 'asc' | 'desc';

/** GET /location_performance_overview (section 7, Location Performance). */
export interface PerformanceQuery extends MetricsFilter {
  page: number;
  per_page: number;
  with_lag: boolean;
  group_by: Schemas['PerformanceGroupBy'];
  'sort[by]': PerformanceSort;
  'sort[order]': SortOrder;
}

/** GET /location_score/{account_id}/locations and /groups. */
export interface ScoresQuery extends MetricsFilter {
  page?: number;
  per_page?: number;
}

/** A report row with an id of its own (the location's or the group's) and which view it belongs to. */
export type PerformanceRow =
  | (Schemas['LocationPerformanceRow'] & { kind: 'location'; id: number })
  | (Schemas['GroupPerformanceRow'] & { kind: 'group'; id: number });

export type LocationScore = Schemas['LocationScore'] & { id: number };
export type GroupScore = Schemas['GroupScore'] & { id: number };
export type MetricsOverview = Schemas['MetricsOverview'];
export type MetricsTrend = Schemas['MetricsTrend'];
export type MetricsSources = Schemas['MetricsSources'];
/** The dashboard's breakdown: by location, or by group with the groups_performance setting. */
export type BreakdownKind = 'location' | 'group';
/** A breakdown row with an id of its own (the location's or the group's) and which view it belongs to. */
export type BreakdownRow =
  | (Schemas['MetricsLocationRow'] & { kind: 'location'; id: number })
  | (Schemas['MetricsGroupRow'] & { kind: 'group'; id: number });
export type TargetSettings = Schemas['TargetSettings'];
export type Benchmark = Schemas['Benchmark'];
export type Vertical = Schemas['Vertical'];

/**
 * The calls of the dashboard, the Location Performance report, the score modal and the targets page, each
 * for one account. The app adapts its API client to this port, so the stores and their tests stay free of HTTP.
 */
export interface ScoringApi {
  overview(accountId: number, filter: MetricsFilter, signal?: AbortSignal): Promise<MetricsOverview>;
  /** The rating and volume per day, week or month of the period (GET /metrics/{account_id}/overview/breakdown). */
  trend(accountId: number, filter: MetricsFilter, signal?: AbortSignal): Promise<MetricsTrend>;
  /** The period's reviews per source (GET /metrics/{account_id}/sources). */
  sources(accountId: number, filter: MetricsFilter, signal?: AbortSignal): Promise<MetricsSources>;
  /** Each location's (or group's) figures, most reviews first (GET /metrics/{account_id}/location or /group). */
  breakdown(accountId: number, kind: BreakdownKind, query: ScoresQuery, signal?: AbortSignal): Promise<ListPage<BreakdownRow>>;
  performance(accountId: number, query: PerformanceQuery, signal?: AbortSignal): Promise<ListPage<PerformanceRow>>;
  locationScores(accountId: number, query: ScoresQuery, signal?: AbortSignal): Promise<ListPage<LocationScore>>;
  groupScores(accountId: number, query: ScoresQuery, signal?: AbortSignal): Promise<ListPage<GroupScore>>;
  /** The account's targets and weights (the list's first entry, F7-062); null when the list is empty. */
  targets(accountId: number, signal?: AbortSignal): Promise<TargetSettings | null>;
  saveTargets(accountId: number, targets: Targets): Promise<TargetSettings>;
  benchmark(vertical: Vertical, period: Pick<MetricsFilter, 'start_date' | 'end_date'>, signal?: AbortSignal): Promise<Benchmark>;
}
