import { createFakeApi, failure } from '@locus/api-client/testing';
import { FilterStore, createMemoryQueryAdapter, dateRange } from '@locus/filters';
import { recordingNotifier } from '@locus/resources/testing';
import { describe, expect, it, vi } from 'vitest';
import { createScoringApi } from '../api/scoring-client.js';
import { groupRow, locationRow, performanceReply, queryOf, scoringSession, TODAY } from '../testing/fixtures.js';
import { PerformanceReportStore } from './performance-report-store.js';

function report(
  options: { query?: Record<string, string>; features?: string[]; userType?: string; routes?: Parameters<typeof createFakeApi>[0] } = {},
) {
  const api = createFakeApi({
    'GET /location_performance_overview': ({ query }) =>
      query.get('group_by') === 'group' ? performanceReply([groupRow(3)]) : performanceReply([locationRow(7), locationRow(8, { rank: 2 })], 1, 3),
    ...options.routes,
  });
  const adapter = createMemoryQueryAdapter(options.query ?? {});
  const filters = new FilterStore({ adapter, page: 'locationPerformance', now: () => TODAY });
  const notifier = recordingNotifier();
  const session = scoringSession(options.features, options.userType);
  const store = new PerformanceReportStore({ api: createScoringApi(api.client), filters, session, notifier });
  const calls = () => api.calls('GET /location_performance_overview');
  const lastQuery = () => queryOf(calls().at(-1));
  return { api, adapter, filters, notifier, store, calls, lastQuery };
}

describe('PerformanceReportStore', () => {
  it('[P2-108] [F9-029] [F9-032] loads six months of locations, 25 a page, ranking descending, rows in words', async () => {
    const { store, lastQuery } = report();
    await vi.waitFor(() => expect(store.list.status).toBe('loaded'));
    const sixMonths = dateRange('sixMonths', TODAY);
    expect(lastQuery()).toEqual({
      account_id: '10', start_date: sixMonths.from, end_date: sixMonths.to, page: '1', per_page: '25', with_lag: 'false',
      group_by: 'location', 'sort[by]': 'ranking', 'sort[order]': 'desc',
    });
    expect(store.rows.map((row) => [row.name, row.medal, row.score.text])).toEqual([['Office 7', 'gold', '83'], ['Office 8', 'silver', '83']]);
    expect(store.list.totalPages).toBe(3);
    store.dispose();
  });

  it('gives the score dialog a shown row\'s name, figures and the days of the period', async () => {
    const { store } = report({ query: { from: '2026-01-01', to: '2026-01-30', dateDescriptor: 'custom' } });
    await vi.waitFor(() => expect(store.list.status).toBe('loaded'));
    expect(store.scoreInputOf({ id: 7, kind: 'location' })).toEqual({
      name: 'Office 7',
      score: 83.37,
      figures: { avg_rating: 4, total_reviews: 20, response_rate: 0.9, response_time: 3, listings_in_sync: 0.8, media_count: 5 },
      days: 30,
    });
    expect(store.scoreInputOf({ id: 99, kind: 'location' })).toBeNull();
    store.dispose();
  });

  it('[F2-041] reads everything from the URL: view, filters, sort and page', async () => {
    const { store, lastQuery } = report({
      query: { view: 'groups', from: '2026-01-01', to: '2026-03-31', dateDescriptor: 'custom', groupId: '3', sourceId: '4', sortBy: 'avg_rating', sortOrder: 'asc', page: '2' },
    });
    await vi.waitFor(() => expect(store.list.status).toBe('loaded'));
    expect(lastQuery()).toMatchObject({
      start_date: '2026-01-01', end_date: '2026-03-31', group_id: '3', source_id: '4', page: '2', group_by: 'group', 'sort[by]': 'avg_rating', 'sort[order]': 'asc',
    });
    expect(store.view).toBe('groups');
    // F9-046: medals only when sorted by rank.
    expect(store.rows.map((row) => [row.name, row.medal])).toEqual([['Group 3', null]]);
    store.dispose();
  });

  it('[F2-042] [F2-043] switches to groups only with the flag, dropping locationId and page', async () => {
    const { adapter, store, lastQuery } = report({ query: { locationId: '7', page: '2', sourceId: '4' } });
    await vi.waitFor(() => expect(store.list.status).toBe('loaded'));
    expect(store.showViewSwitch).toBe(true);
    store.setView('groups');
    expect(adapter.history.at(-1)).toEqual({ query: { sourceId: '4', view: 'groups' }, replace: false });
    await vi.waitFor(() => expect(lastQuery()['group_by']).toBe('group'));
    expect(lastQuery()).not.toHaveProperty('location_id');
    expect(lastQuery()['page']).toBe('1');
    store.setView('locations');
    expect(adapter.history.at(-1)?.query).toEqual({ sourceId: '4' });
    store.dispose();

    const off = report({ query: { view: 'groups' }, features: [] });
    expect(off.store.showViewSwitch).toBe(false);
    expect(off.store.view).toBe('locations');
    off.store.dispose();
  });

  it('[F6-039] [F6-068] offers the Target Score link to admins and support, only with target scores on', () => {
    const shown = (features: string[] | undefined, userType: string) => {
      const { store } = report({ features, userType });
      const value = store.showTargetScoreLink;
      store.dispose();
      return value;
    };
    expect([shown(undefined, 'admin'), shown(undefined, 'support'), shown(undefined, 'manager')]).toEqual([true, true, false]);
    expect(shown(['new_performance_score', 'groups_performance'], 'admin')).toBe(false);
  });

  it('[F9-031] sorts by a column: desc first, again flips, back to page 1; the default sort is no key', async () => {
    const { adapter, store, lastQuery } = report({ query: { page: '3' } });
    await vi.waitFor(() => expect(store.list.status).toBe('loaded'));
    store.setSort('total_reviews');
    expect(adapter.history.at(-1)?.query).toEqual({ sortBy: 'total_reviews', sortOrder: 'desc' });
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ 'sort[by]': 'total_reviews', 'sort[order]': 'desc', page: '1' }));
    store.setSort('total_reviews');
    expect(store.sort).toEqual({ by: 'total_reviews', order: 'asc' });
    store.setSort('ranking');
    expect(adapter.history.at(-1)?.query).toEqual({});
    store.dispose();
  });

  it('pages through the URL, one request per page', async () => {
    const { adapter, store, calls, lastQuery } = report();
    await vi.waitFor(() => expect(store.list.status).toBe('loaded'));
    store.setPage(2);
    expect(adapter.history.at(-1)?.query).toEqual({ page: '2' });
    await vi.waitFor(() => expect(lastQuery()['page']).toBe('2'));
    expect(calls()).toHaveLength(2);
    // Back to the first page: no key at all.
    store.setPage(1);
    expect(adapter.history.at(-1)?.query).toEqual({});
    store.dispose();
  });

  it('[F4-106] asks for the _lag figures while comparing and shows each change', async () => {
    const { store, lastQuery } = report({
      routes: { 'GET /location_performance_overview': performanceReply([locationRow(7, { score_lag: 70 })]) },
    });
    await vi.waitFor(() => expect(store.list.status).toBe('loaded'));
    expect(store.rows[0]?.score.change).toBeNull();
    store.setCompare(true);
    await vi.waitFor(() => expect(lastQuery()['with_lag']).toBe('true'));
    await vi.waitFor(() => expect(store.list.status).toBe('loaded'));
    expect(store.rows[0]?.score.change).toEqual({ text: '19%', direction: 'up', better: true });
    store.dispose();
  });

  it('[F8-060] [F8-061] alerts and shows the table text when the report fails', async () => {
    const { notifier, store } = report({ routes: { 'GET /location_performance_overview': failure(500, 'boom') } });
    await vi.waitFor(() => expect(store.list.status).toBe('error'));
    expect(store.error).toEqual({
      title: 'Could not load the requested data due to a temporary error.',
      hint: 'Try refreshing the page or contact support if the issue persists.',
    });
    expect(notifier.notes).toEqual([{ level: 'alert', message: 'Something went wrong while fetching your location performance data' }]);
    store.dispose();
  });

  it('[F8-062] [F8-063] [F8-064] [F2-049] says why the report is empty', async () => {
    const empty = { 'GET /location_performance_overview': performanceReply([]) };
    const groups = report({ query: { view: 'groups' }, routes: empty });
    await vi.waitFor(() => expect(groups.store.list.status).toBe('loaded'));
    expect(groups.store.emptyState).toEqual({ title: 'Add a group to see data', hint: 'See data on how a collection of your locations are performing.', addGroup: true });
    groups.store.dispose();

    const locations = report({ routes: empty });
    await vi.waitFor(() => expect(locations.store.list.status).toBe('loaded'));
    expect(locations.store.emptyState).toEqual({
      title: 'There is no location performance data to show.', hint: 'Adjust the filters for better results or add more locations/groups.', addGroup: false,
    });
    locations.store.dispose();

    const filtered = report({ query: { view: 'groups', sourceId: '4' }, routes: empty });
    await vi.waitFor(() => expect(filtered.store.list.status).toBe('loaded'));
    expect(filtered.store.emptyState).toEqual({ title: 'There is no group performance data to show.', hint: 'Adjust the filters for better results.', addGroup: false });
    filtered.store.dispose();
  });

  it('[F7-061] [F2-051] exports what the report shows: every row of the view, the filters, sort and toggle, with a variant', async () => {
    const { store } = report({ query: { from: '2026-01-01', to: '2026-03-31', dateDescriptor: 'custom', sourceId: '4', sortBy: 'avg_rating', sortOrder: 'asc', page: '2' } });
    await vi.waitFor(() => expect(store.list.status).toBe('loaded'));
    store.setCompare(true);
    expect(store.exportRequest('old')).toEqual({
      resource: 'metric_locations',
      filters: { start_date: '2026-01-01', end_date: '2026-03-31', source_id: 4, with_lag: true, 'sort[by]': 'avg_rating', 'sort[order]': 'asc', variant: 'old' },
    });
    store.setView('groups');
    expect(store.exportRequest('new').resource).toBe('metric_groups');
    store.dispose();
  });

  it('[F6-068] offers the CSV variants the account\'s settings allow', () => {
    const variants = (features: string[]) => report({ features }).store.exportVariants.map((v) => v.variant);
    expect(variants(['new_performance_score', 'industry_score'])).toEqual(['new', 'old', 'industry']);
    expect(variants(['new_performance_score'])).toEqual(['new', 'old']);
    expect(variants(['industry_score'])).toEqual(['old']);
  });
});
