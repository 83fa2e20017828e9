import { createFakeApi, failure } from '@locus/api-client/testing';
import { dateRange } from '@locus/filters';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLatestReviewsApi } from '../api/latest-reviews-client.js';
import { createScoringApi } from '../api/scoring-client.js';
import {
  metricsGroupRow,
  metricsGroupsReply,
  metricsLocationRow,
  metricsLocationsReply,
  queryOf,
  review,
  reviewsReply,
  scoringFilters,
  scoringSession,
  SOURCES,
  TODAY,
  TREND,
} from '../testing/fixtures.js';
import { DashboardDetailsStore } from './dashboard-details-store.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function dashboard(
  routes: Parameters<typeof createFakeApi>[0] = {},
  query: Record<string, string> = {},
  features?: string[],
) {
  const api = createFakeApi({
    'GET /metrics/{account_id}/overview/breakdown': { status: 200, body: TREND },
    'GET /metrics/{account_id}/sources': { status: 200, body: SOURCES },
    'GET /metrics/{account_id}/location': metricsLocationsReply([metricsLocationRow(7)]),
    'GET /metrics/{account_id}/group': metricsGroupsReply([metricsGroupRow(3)]),
    'GET /reviews': reviewsReply([review(1)]),
    ...routes,
  });
  const filters = scoringFilters('dashboard', query);
  const store = new DashboardDetailsStore({
    api: createScoringApi(api.client),
    reviews: createLatestReviewsApi(api.client),
    filters,
    session: scoringSession(features),
  });
  return { api, filters, store };
}

describe('DashboardDetailsStore', () => {
  it('[P2-105] loads the trend, the sources, the busiest locations and the latest reviews of the last six months', async () => {
    const { api, store } = dashboard();
    await vi.advanceTimersByTimeAsync(0);
    const six = dateRange('sixMonths', TODAY);
    const period = { start_date: six.from, end_date: six.to };
    expect(queryOf(api.calls('GET /metrics/{account_id}/overview/breakdown')[0])).toEqual(period);
    expect(queryOf(api.calls('GET /metrics/{account_id}/sources')[0])).toEqual(period);
    expect(api.calls('GET /metrics/{account_id}/location')[0]?.path).toBe('/metrics/10/location');
    expect(queryOf(api.calls('GET /metrics/{account_id}/location')[0])).toEqual({
      ...period,
      per_page: '10',
    });
    expect(queryOf(api.calls('GET /reviews')[0])).toEqual({
      published_after: six.from,
      published_before: six.to,
      'sort[by]': 'published_at',
      'sort[order]': 'desc',
      per_page: '5',
    });
    expect(store.trendPoints.map((p) => [p.label, p.ratingText, p.reviews])).toEqual([
      ['May 1', 'N/A', 0],
      ['May 4', '4.25', 12],
    ]);
    expect(store.slices).toEqual([
      { id: '1', label: 'Google', value: 7 },
      { id: '2', label: 'Yelp', value: 3 },
    ]);
    expect(
      store.breakdownRows.map((r) => [r.name, r.rating, r.reviews, r.responseRate, r.responseTime]),
    ).toEqual([['Office 7', '4.50', '12', '50%', '1.50 days']]);
    expect(store.latestReviews.map((r) => [r.author, r.ratingText, r.source, r.location])).toEqual([
      ['Ann Lee', '5 out of 5 stars', 'Google', 'Office 7'],
    ]);
    store.dispose();
  });

  it('[P2-118] follows the shared filters: one request each per change, and its links carry them', async () => {
    const { api, filters, store } = dashboard({}, { dateDescriptor: 'twelveMonths' });
    await vi.advanceTimersByTimeAsync(0);
    filters.setGroup(3);
    filters.setSource(4);
    await vi.advanceTimersByTimeAsync(0);
    for (const route of [
      'GET /metrics/{account_id}/overview/breakdown',
      'GET /metrics/{account_id}/sources',
      'GET /metrics/{account_id}/location',
      'GET /reviews',
    ] as const) {
      expect(api.calls(route)).toHaveLength(2);
      expect(queryOf(api.calls(route)[1])).toMatchObject({ group_id: '3', source_id: '4' });
    }
    expect(store.latestReviews[0]?.href).toMatch(
      /^\/reviews\/1\?group_id=3&published_after=\d{4}-\d\d-\d\d&published_before=\d{4}-\d\d-\d\d&source_id=4$/,
    );
    expect(store.reviewsHref).toBe('/reviews?dateDescriptor=twelveMonths&groupId=3&sourceId=4');
    expect(store.breakdownRows[0]?.href).toBe(
      '/dashboard/locations?dateDescriptor=twelveMonths&groupId=3&locationId=7&sourceId=4',
    );
    store.dispose();
  });

  it('[F2-042] switches the breakdown to groups only while the account has groups_performance', async () => {
    const { api, store } = dashboard({}, { locationId: '7' });
    await vi.advanceTimersByTimeAsync(0);
    store.setBreakdownView('group');
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls('GET /metrics/{account_id}/group')).toHaveLength(1);
    expect(store.breakdownRows.map((r) => [r.key, r.href])).toEqual([
      ['group-3', '/dashboard/locations?dateDescriptor=sixMonths&groupId=3'],
    ]);
    expect(store.reportHref).toBe('/dashboard/locations?dateDescriptor=sixMonths&view=groups');
    // The choice is in the URL (a reload keeps it); the reviews list's links do not carry it.
    expect(store.breakdownView).toBe('group');
    expect(store.reviewsHref).toBe('/reviews?dateDescriptor=sixMonths&locationId=7');
    store.setBreakdownView('location');
    expect(store.breakdownView).toBe('location');
    store.dispose();
    const noGroups = dashboard({}, {}, []);
    noGroups.store.setBreakdownView('group');
    await vi.advanceTimersByTimeAsync(0);
    expect(noGroups.store.breakdownKind).toBe('location');
    expect(noGroups.api.calls('GET /metrics/{account_id}/group')).toHaveLength(0);
    noGroups.store.dispose();
  });

  it("keeps the other parts when one fails, with the server's text", async () => {
    const { store } = dashboard({ 'GET /metrics/{account_id}/sources': failure(500, 'boom') });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.sources.error).toBe('boom');
    expect(store.slices).toEqual([]);
    expect(store.trend.status).toBe('loaded');
    expect(store.latest.status).toBe('loaded');
    store.dispose();
  });
});
