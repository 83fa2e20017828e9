import type { FilterStore } from '@locus/filters';
import { metricsFilter } from '../model/metrics-filter.js';
import type { MetricsFilter } from '../ports/scoring-api.js';
import type { ScoringSession } from '../ports/session.js';

/** What every metrics call is keyed by: the account and the filter bar's period and filters. */
export interface ScoringParams {
  accountId: number | null;
  filter: MetricsFilter;
}

export const scoringParams = (session: ScoringSession, filters: FilterStore): ScoringParams => ({
  accountId: session.account_id,
  filter: metricsFilter(filters.reviewsQuery),
});

export const noAccount = (params: { accountId: number | null }) => params.accountId === null;
