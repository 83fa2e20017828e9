// @vitest-environment jsdom
import { ExportStore } from '@locus/filters';
import { createFakeApi } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createInsightsApi } from '../api/insights-api.js';
import { KeywordsPageStore } from '../store/keywords-page-store.js';
import { insightsSession, keyword, keywordFilters, mentionedReply, recordingExportApi } from '../testing/fixtures.js';
import { useKeywordsPage } from './use-keywords-page.js';

describe('useKeywordsPage', () => {
  it('gives the heading, the grid, the sort dropdown, no categories without the setting, and the trial modal', async () => {
    const api = createFakeApi({ 'GET /insights/{id}/mentioned': mentionedReply([keyword('staff', 2, 1)]) });
    const session = insightsSession({ features: ['insights'], account: { status: 'trial' } });
    const exporter = new ExportStore({ api: recordingExportApi(), session, notifier: recordingNotifier() });
    const store = new KeywordsPageStore({ api: createInsightsApi(api.client), filters: keywordFilters(), session, exporter });
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
});
