import { createFakeApi, failure } from '@locus/api-client/testing';
import { dateRange } from '@locus/filters';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScoringApi } from '../api/scoring-client.js';
import { OVERVIEW, queryOf, scoringFilters, scoringSession, TODAY } from '../testing/fixtures.js';
import { DashboardOverviewStore } from './dashboard-overview-store.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function dashboard(routes: Parameters<typeof createFakeApi>[0] = {}, query: Record<string, string> = {}) {
  const api = createFakeApi({ 'GET /metrics/{account_id}/overview': { status: 200, body: OVERVIEW }, ...routes });
  const filters = scoringFilters('dashboard', query);
  const store = new DashboardOverviewStore({ api: createScoringApi(api.client), filters, session: scoringSession() });
  return { api, filters, store };
}

describe('DashboardOverviewStore', () => {
  it('[P2-105] [P7-017] loads the last six months for the account, the figures beside their previous period', async () => {
    const { api, store } = dashboard();
    await vi.advanceTimersByTimeAsync(0);
    const sixMonths = dateRange('sixMonths', TODAY);
    const [call] = api.calls('GET /metrics/{account_id}/overview');
    expect(call?.path).toBe('/metrics/10/overview');
    expect(queryOf(call)).toEqual({ start_date: sixMonths.from, end_date: sixMonths.to });
    expect(store.cards.map((c) => [c.label, c.text, c.change.text, c.change.better])).toEqual([
      ['Average Rating', '4.20', '5%', true],
      ['Reviews', '110', '10%', true],
      ['Response Rate', '45%', '4%', true],
      ['Response Time', '2.00 days', '50%', true],
    ]);
    store.dispose();
  });

  it('follows the shared filters: one request per change, with the group and source', async () => {
    const { api, filters, store } = dashboard();
    await vi.advanceTimersByTimeAsync(0);
    filters.setGroup(3);
    filters.setSource(4);
    await vi.advanceTimersByTimeAsync(0);
    const calls = api.calls('GET /metrics/{account_id}/overview');
    expect(queryOf(calls.at(-1))).toMatchObject({ group_id: '3', source_id: '4' });
    store.dispose();
  });

  it("[F9-043] shows N/A for a change it cannot measure, and the server's text on failure", async () => {
    const quiet = dashboard({ 'GET /metrics/{account_id}/overview': { status: 200, body: { ...OVERVIEW, avg_rating_lag: null, total_reviews_lag: 0 } } });
    await vi.advanceTimersByTimeAsync(0);
    expect(quiet.store.cards.slice(0, 2).map((c) => c.change.text)).toEqual(['N/A', 'N/A']);
    quiet.store.dispose();
    const failed = dashboard({ 'GET /metrics/{account_id}/overview': failure(500, 'boom') });
    await vi.advanceTimersByTimeAsync(0);
    expect(failed.store.overview.error).toBe('boom');
    expect(failed.store.cards).toEqual([]);
    failed.store.dispose();
  });
});
