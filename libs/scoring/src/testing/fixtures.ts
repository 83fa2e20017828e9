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
  rank: 1, score: 83.37, legacy_score: 67.74, target_score: 30, score_days: 30,
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

export const TREND: Schemas['MetricsTrend'] = {
  start_date: '2026-05-01', end_date: '2026-06-15', bucket: 'week',
  points: [
    { start_date: '2026-05-01', end_date: '2026-05-03', total_reviews: 0, avg_rating: null },
    { start_date: '2026-05-04', end_date: '2026-05-10', total_reviews: 12, avg_rating: 4.25 },
  ],
};

export const SOURCES: Schemas['MetricsSources'] = {
  start_date: '2025-12-15', end_date: '2026-06-15', total_reviews: 10,
  sources: [
    { source_id: 1, source_name: 'Google', total_reviews: 7, share: 0.7, avg_rating: 4.5 },
    { source_id: 2, source_name: 'Yelp', total_reviews: 3, share: 0.3, avg_rating: null },
  ],
};

const breakdownFigures = { avg_rating: 4.5, total_reviews: 12, response_rate: 0.5, response_time: 1.5 };
export const metricsLocationRow = (id: number): Schemas['MetricsLocationRow'] => ({ ...breakdownFigures, location_id: id, location_name: `Office ${id}` });
export const metricsGroupRow = (id: number): Schemas['MetricsGroupRow'] => ({ ...breakdownFigures, group_id: id, group_name: `Group ${id}`, location_count: 2 });

const listReply = <N extends string, T>(name: N, rows: T[]) => ({
  status: 200 as const,
  body: { _embedded: { [name]: rows } as Record<N, T[]>, _total: rows.length, _total_pages: 1, _page: 1, _links: links },
});
export const metricsLocationsReply = (rows: Schemas['MetricsLocationRow'][]): SuccessReply<'GET /metrics/{account_id}/location'> => listReply('locations', rows);
export const metricsGroupsReply = (rows: Schemas['MetricsGroupRow'][]): SuccessReply<'GET /metrics/{account_id}/group'> => listReply('groups', rows);

export function review(id: number, extra: Partial<Schemas['Review']> = {}): Schemas['Review'] {
  return {
    id, account_id: 10, location_id: 7, location_name: 'Office 7', source_id: 1, source_name: 'Google', source_code: 'google', rating: 5,
    author_name: 'Ann Lee', title: null, content: 'Lovely staff.', published_at: '2026-06-14T10:00:00Z', status: 'open',
    sentiment: 1, url: null, created_at: '2026-06-14T10:05:00Z', response_count: 0, response: null, ...extra,
  };
}

export const reviewsReply = (rows: Schemas['Review'][]): SuccessReply<'GET /reviews'> => ({
  status: 200,
  body: {
    _embedded: { reviews: rows }, _total: rows.length, _total_pages: 1, _page: 1, _total_estimated: false,
    _cursors: { before: null, after: null }, _links: links,
  },
});
