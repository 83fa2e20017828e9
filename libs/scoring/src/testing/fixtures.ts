import type { Schemas } from '@locus/api-client';
import type { SuccessReply } from '@locus/api-client/testing';
import { FilterStore, createMemoryQueryAdapter, type FilterPage } from '@locus/filters';
import { DEFAULT_TARGETS } from '../model/score-rules.js';
import type { ScoringSession } from '../ports/session.js';

export const TODAY = new Date('2026-06-15T12:00:00Z');

/** A signed-in admin of account 10; `features` lists the settings that are on. */
export function scoringSession(
  features: string[] = ['new_performance_score', 'custom_score', 'groups_performance'],
  userType = 'admin',
): ScoringSession {
  return { account_id: 10, user_type: userType, account: { vertical: 'healthcare' }, isFeatureEnabled: (name) => features.includes(name) };
}

/** A page's filter bar over an in-memory URL. */
export function scoringFilters(page: FilterPage, query: Record<string, string> = {}): FilterStore {
  return new FilterStore({ adapter: createMemoryQueryAdapter(query), page, now: () => TODAY });
}

/** A recorded request's query as an object, without the nonce. */
export const queryOf = (request: { query: URLSearchParams } | undefined) => {
  const { nonce: _nonce, ...rest } = Object.fromEntries(request?.query ?? []);
  return rest;
};

const figures = {
  rank: 1, score: 83.37, legacy_score: 67.74, target_score: 30,
  avg_rating: 4, total_reviews: 20, response_rate: 0.9, response_time: 3, listings_in_sync: 0.8, media_count: 5,
};

export function locationRow(id: number, extra: Partial<Schemas['LocationPerformanceRow']> = {}): Schemas['LocationPerformanceRow'] {
  return {
    ...figures, location_id: id, location_name: `Office ${id}`, location_address: '1 Main St', location_city: 'Austin',
    location_state: 'TX', location_zipcode: '78701', ...extra,
  };
}

export function groupRow(id: number, extra: Partial<Schemas['GroupPerformanceRow']> = {}): Schemas['GroupPerformanceRow'] {
  return { ...figures, group_id: id, group_name: `Group ${id}`, location_count: 2, location_ids: [1, 2], ...extra };
}

const links = { self: { href: '/x' } };

export const performanceReply = (
  rows: (Schemas['LocationPerformanceRow'] | Schemas['GroupPerformanceRow'])[],
  page = 1,
  totalPages = 1,
): SuccessReply<'GET /location_performance_overview'> => ({
  status: 200,
  body: { _embedded: { location_performance_overview: rows }, _total: rows.length, _total_pages: totalPages, _page: page, _links: links },
});

export const OVERVIEW: Schemas['MetricsOverview'] = {
  start_date: '2025-12-15', end_date: '2026-06-15',
  avg_rating: 4.2, avg_rating_lag: 4, total_reviews: 110, total_reviews_lag: 100,
  response_rate: 0.45, response_rate_lag: 0.41, response_time: 2, response_time_lag: 4,
};

export const targetSettings = (extra: Partial<Schemas['TargetSettings']> = {}): Schemas['TargetSettings'] => ({
  ...DEFAULT_TARGETS, account_id: 10, is_default: true, updated_at: null, ...extra,
});

export const targetsReply = (settings: Schemas['TargetSettings'][] = [targetSettings()]): SuccessReply<'GET /location_custom_targets'> => ({
  status: 200,
  body: { _embedded: { location_custom_targets: settings }, _total: settings.length, _total_pages: 1, _page: 1, _links: links },
});
