import { ExportStore } from '@locus/filters';
import { createFakeApi } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { createInsightsApi } from '../api/insights-api.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { insightsSession, keyword, keywordFilters, queryOf, recordingExportApi } from '../testing/fixtures.js';
import { KeywordDetailStore } from './keyword-detail-store.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('KeywordDetailStore', () => {
  it('loads the keyword\'s counts, trend and reviews over the carried filters, and pages the reviews', async () => {
    const api = createFakeApi({
      'GET /insights/{id}/keywords/{keyword}': {
        status: 200,
        body: { ...keyword('wait time', 1, 3, { category: 'waittime' }), trend: [{ month: '2026-05', positive_mentions: 1, negative_mentions: 3, neutral_mentions: 0 }] },
      },
      'GET /insights/{id}/keywords/{keyword}/reviews': {
        status: 200,
        body: { _embedded: { reviews: [] }, _total: 0, _total_pages: 1, _page: 1, _links: { self: { href: '/x' } } },
      },
    });
    const filters = keywordFilters({ sentiment: 'negative', locationId: '7' });
    const session = insightsSession();
    const exportApi = recordingExportApi();
    const exporter = new ExportStore({ api: exportApi, session, notifier: recordingNotifier() });
    const store = new KeywordDetailStore({ api: createInsightsApi(api.client), filters, session, keyword: 'wait time', exporter });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.summary).toMatchObject({ short: 'wait time', categoryLabel: 'Wait Time', percentPositiveText: '25%', averageRatingText: '4.00' });
    expect(store.trend).toEqual([{ month: '2026-05', label: 'May 2026', positive: 1, negative: 3, neutral: 0 }]);
    expect(queryOf(api.calls('GET /insights/{id}/keywords/{keyword}/reviews')[0])).toMatchObject({ sentiment: 'negative', location_id: '7', page: '1', per_page: '25' });
    store.setPage(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryOf(api.calls('GET /insights/{id}/keywords/{keyword}/reviews')[1])['page']).toBe('2');
    expect(store.backHref).toBe('/dashboard/keywords?locationId=7&sentiment=negative');
    await store.exportCsv();
    expect(exportApi.requests[0]?.payload).toMatchObject({
      resource: 'keyword_details', filters: { location_id: 7, sentiment: 'negative', keyword: 'wait time' },
    });
    store.dispose();
  });
});
