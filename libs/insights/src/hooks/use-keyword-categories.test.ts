// @vitest-environment jsdom
import { createFakeApi } from '@locus/api-client/testing';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createInsightsApi } from '../api/insights-api.js';
import { CategoriesPageStore } from '../store/categories-page-store.js';
import { insightsSession, keywordFilters } from '../testing/fixtures.js';
import { useKeywordCategories } from './use-keyword-categories.js';

describe('useKeywordCategories', () => {
  it('shows the rank failure text', async () => {
    const api = createFakeApi({ 'GET /insights/{id}/category_rank': { status: 500, body: { status: 500, code: 'error', error: 'x' } } });
    const store = new CategoriesPageStore({ api: createInsightsApi(api.client), filters: keywordFilters({ category: 'food' }), session: insightsSession() });
    const { result } = renderHook(() => useKeywordCategories(store));
    expect(result.current.heading).toBe('Food');
    await waitFor(() => expect(result.current.error).toBe('Unable to get categories rank at this time. Please try refreshing the page or try again later.'));
    store.dispose();
  });
});
