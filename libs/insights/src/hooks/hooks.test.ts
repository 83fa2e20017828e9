// @vitest-environment jsdom
import { ExportStore } from '@locus/filters';
import { createFakeApi } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoriesPageStore } from '../store/categories-page-store.js';
import { KeywordsPageStore } from '../store/keywords-page-store.js';
import { insightsSession, keyword, keywordFilters, mentionedReply, recordingExportApi } from '../testing/fixtures.js';
import { useKeywordCategories } from './use-keyword-categories.js';
import { useKeywordsPage } from './use-keywords-page.js';

describe('insights hooks', () => {
  it('useKeywordsPage gives the heading, the grid, the sort dropdown, no categories without the setting, and the trial modal', async () => {
    const api = createFakeApi({ 'GET /insights/{id}/mentioned': mentionedReply([keyword('staff', 2, 1)]) });
    const session = insightsSession({ features: ['insights'], account: { status: 'trial' } });
    const exporter = new ExportStore({ api: recordingExportApi(), session, notifier: recordingNotifier() });
    const store = new KeywordsPageStore({ client: api.client, filters: keywordFilters(), session, exporter });
    const { result } = renderHook(() => useKeywordsPage(store));
    expect(result.current.heading).toBe('Keywords');
    await waitFor(() => expect(result.current.rows.map((r) => r.percentPositiveText)).toEqual(['67%']));
    expect(result.current.categories).toBeNull();
    act(() => result.current.onSort('positive_ratio'));
    expect(result.current.sortOptions.find((o) => o.selected)?.label).toBe('Positive first');
    act(() => result.current.onSort('nonsense'));
    expect(result.current.sortOptions.find((o) => o.selected)?.label).toBe('Positive first');
    act(() => result.current.onExport());
    await waitFor(() => expect(result.current.trialBlock?.title).toBe("Exporting isn't allowed for trial users"));
    act(() => result.current.onDismissTrialBlock());
    expect(result.current.trialBlock).toBeNull();
    store.dispose();
  });

  it('useKeywordCategories shows the rank failure text', async () => {
    const api = createFakeApi({ 'GET /insights/{id}/category_rank': { status: 500, body: { status: 500, code: 'error', error: 'x' } } });
    const store = new CategoriesPageStore({ client: api.client, filters: keywordFilters({ category: 'food' }), session: insightsSession() });
    const { result } = renderHook(() => useKeywordCategories(store));
    expect(result.current.heading).toBe('Food');
    await waitFor(() => expect(result.current.error).toBe('Unable to get categories rank at this time. Please try refreshing the page or try again later.'));
    store.dispose();
  });
});
