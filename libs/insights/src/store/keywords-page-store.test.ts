import { ExportStore, FilterStore, createMemoryQueryAdapter, dateRange } from '@locus/filters';
import { createFakeApi, failure } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { createInsightsApi } from '../api/insights-api.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSIGHTS_MESSAGES } from '../model/messages.js';
import { insightsSession, keyword, keywordFilters, mentionedReply, queryOf, RANK, recordingExportApi, TODAY } from '../testing/fixtures.js';
import { KeywordsPageStore } from './keywords-page-store.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function keywordsPage(
  options: { features?: string[]; status?: string; query?: Record<string, string>; filters?: FilterStore; routes?: Parameters<typeof createFakeApi>[0] } = {},
) {
  const api = createFakeApi({
    'GET /insights/{id}/mentioned': mentionedReply([keyword('staff', 3, 1, { category: 'staff', average_rating: 4.256 }), keyword('price', 1, 1)]),
    'GET /insights/{id}/category_rank': RANK,
    ...options.routes,
  });
  const session = insightsSession({ ...(options.features ? { features: options.features } : {}), account: { status: options.status ?? 'active' } });
  const filters = options.filters ?? keywordFilters(options.query);
  const exportApi = recordingExportApi();
  const exporter = new ExportStore({ api: exportApi, session, notifier: recordingNotifier() });
  const store = new KeywordsPageStore({ api: createInsightsApi(api.client), filters, session, exporter });
  return { api, filters, exportApi, exporter, store };
}

describe('KeywordsPageStore', () => {
  it('loads the last six months, 500 keywords by highest volume, as grid cells', async () => {
    const { api, store } = keywordsPage();
    await vi.advanceTimersByTimeAsync(0);
    const sixMonths = dateRange('sixMonths', TODAY);
    const { nonce: _nonce, ...sent } = queryOf(api.calls('GET /insights/{id}/mentioned')[0]);
    expect(sent).toEqual({ published_after: sixMonths.from, published_before: sixMonths.to, 'sort[by]': 'highest_volume', per_page: '500' });
    expect(store.rows.map((row) => [row.short, row.percentPositiveText, row.averageRatingText])).toEqual([
      ['staff', '75%', '4.26'],
      ['price', '50%', '4.00'],
    ]);
    expect(store.emptyText).toBeNull();
    store.dispose();
  });

  it('refetches for another sort and for a filter change, with the sentiment as a word', async () => {
    const { api, filters, store } = keywordsPage();
    await vi.advanceTimersByTimeAsync(0);
    store.setSort('negative_ratio');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.sortOptions.find((o) => o.selected)?.value).toBe('negative_ratio');
    filters.setSentiment('negative');
    filters.setGroup(3);
    await vi.advanceTimersByTimeAsync(0);
    const calls = api.calls('GET /insights/{id}/mentioned');
    expect(queryOf(calls[1])['sort[by]']).toBe('negative_ratio');
    expect(queryOf(calls.at(-1))).toMatchObject({ sentiment: 'negative', group_id: '3', 'sort[by]': 'negative_ratio' });
    // The grid's links carry the new filters.
    expect(store.rows[0]?.href).toContain('sentiment=negative');
    store.dispose();
  });

  it('keeps the sort in the URL: read on load, one history entry per change, followed back', async () => {
    const adapter = createMemoryQueryAdapter({ rating: '5', sort: 'controversy' });
    const { api, store } = keywordsPage({ filters: new FilterStore({ adapter, page: 'keywords', now: () => TODAY }) });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.sort).toBe('controversy');
    expect(queryOf(api.calls('GET /insights/{id}/mentioned')[0])['sort[by]']).toBe('controversy');
    store.setSort('positive_ratio');
    expect(adapter.history.at(-1)).toEqual({ query: { rating: '5', sort: 'positive_ratio' }, replace: false });
    // The default sort is no key at all.
    store.setSort('highest_volume');
    expect(adapter.history.at(-1)?.query).toEqual({ rating: '5' });
    // Back: the URL's sort again, and the list asked in that order.
    adapter.navigate({ rating: '5', sort: 'positive_ratio' });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.sortOptions.find((o) => o.selected)?.value).toBe('positive_ratio');
    expect(queryOf(api.calls('GET /insights/{id}/mentioned').at(-1))['sort[by]']).toBe('positive_ratio');
    expect(store.rows[0]?.href).toContain('sort=positive_ratio');
    store.dispose();
  });

  it('says when no keyword was mentioned, and when the list failed', async () => {
    const empty = keywordsPage({ routes: { 'GET /insights/{id}/mentioned': mentionedReply([]) } });
    await vi.advanceTimersByTimeAsync(0);
    expect(empty.store.emptyText).toBe('No mentioned keywords during this period.');
    empty.store.dispose();
    const failed = keywordsPage({ routes: { 'GET /insights/{id}/mentioned': failure(500, 'boom') } });
    await vi.advanceTimersByTimeAsync(0);
    expect(failed.store.keywords.error).toBe(INSIGHTS_MESSAGES.keywordsError);
    expect(failed.store.emptyText).toBeNull();
    failed.store.dispose();
  });

  it('shows the experience categories only with experience_analysis, with their error text', async () => {
    const on = keywordsPage();
    await vi.advanceTimersByTimeAsync(0);
    expect(on.store.showCategories).toBe(true);
    expect(on.store.categoryBlocks.map((b) => [b.label, b.percentPositive, b.href])).toEqual([
      ['Staff', 75, expect.stringMatching(/^\/dashboard\/keywords\/categories\?.*category=staff/)],
      ['Value', 50, expect.stringMatching(/category=value/)],
    ]);
    on.store.dispose();

    const off = keywordsPage({ features: ['insights'] });
    await vi.advanceTimersByTimeAsync(0);
    expect(off.store.showCategories).toBe(false);
    expect(off.api.calls('GET /insights/{id}/category_rank')).toHaveLength(0);
    off.store.dispose();

    const failed = keywordsPage({ routes: { 'GET /insights/{id}/category_rank': failure(500, 'boom') } });
    await vi.advanceTimersByTimeAsync(0);
    expect(failed.store.categories.error).toBe('There was an error fetching data for Experience Categories');
    failed.store.dispose();
  });

  it('exports the keywords CSV with the filters and the sort', async () => {
    const { exportApi, store } = keywordsPage({ query: { groupId: '3', sentiment: 'positive' } });
    store.setSort('controversy');
    await store.exportCsv();
    const sixMonths = dateRange('sixMonths', TODAY);
    expect(exportApi.requests).toEqual([{
      accountId: 10,
      payload: {
        resource: 'keywords',
        filters: { published_after: sixMonths.from, published_before: sixMonths.to, group_id: 3, sentiment: 'positive', 'sort[by]': 'controversy' },
        file_type: 'csv',
        send_email: true,
      },
    }]);
    store.dispose();
  });

  it('opens the trial modal instead of exporting for a trial account without trial_export', async () => {
    const { exportApi, exporter, store } = keywordsPage({ status: 'trial' });
    await store.exportCsv();
    expect(exportApi.requests).toEqual([]);
    expect(exporter.trialBlock).toMatchObject({ title: "Exporting isn't allowed for trial users", audience: 'admin' });
    store.dispose();
  });
});
