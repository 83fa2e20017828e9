import { createFakeApi, failure } from '@locus/api-client/testing';
import { createInsightsApi } from '../api/insights-api.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { insightsSession, keyword, keywordFilters, mentionedReply, queryOf, RANK } from '../testing/fixtures.js';
import { CategoriesPageStore } from './categories-page-store.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('CategoriesPageStore', () => {
  it('ranks every category, marks the chosen one and lists its keywords', async () => {
    const api = createFakeApi({
      'GET /insights/{id}/category_rank': RANK,
      'GET /insights/{id}/mentioned': mentionedReply([keyword('staff', 3, 1, { category: 'staff' })]),
    });
    const filters = keywordFilters({ category: 'Staff', groupId: '3' });
    const store = new CategoriesPageStore({ api: createInsightsApi(api.client), filters, session: insightsSession() });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.category).toBe('staff');
    expect(queryOf(api.calls('GET /insights/{id}/category_rank')[0])).not.toHaveProperty('category');
    expect(queryOf(api.calls('GET /insights/{id}/mentioned')[0])).toMatchObject({ category: 'staff', group_id: '3' });
    expect(store.blocks.map((b) => [b.category, b.selected])).toEqual([['staff', true], ['value', false]]);
    expect(store.rows.map((r) => r.short)).toEqual(['staff']);
    expect(store.backHref).toBe('/dashboard/keywords?groupId=3');
    store.dispose();
  });

  it('shows the rank failure text', async () => {
    const api = createFakeApi({ 'GET /insights/{id}/category_rank': failure(500, 'boom') });
    const store = new CategoriesPageStore({ api: createInsightsApi(api.client), filters: keywordFilters(), session: insightsSession() });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.rank.error).toBe('Unable to get categories rank at this time. Please try refreshing the page or try again later.');
    expect(api.calls('GET /insights/{id}/mentioned')).toHaveLength(0);
    store.dispose();
  });
});
