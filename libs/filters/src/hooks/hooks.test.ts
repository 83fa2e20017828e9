// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryQueryAdapter } from '../model/query.js';
import type { ExportApi } from '../ports/export-api.js';
import type { ScheduledExportsApi } from '../ports/scheduled-exports-api.js';
import { ExportStore } from '../store/export-store.js';
import { FilterStore } from '../store/filter-store.js';
import { SavedFiltersStore } from '../store/saved-filters-store.js';
import { ScheduledExportForm } from '../store/scheduled-export-form.js';
import { createFakeApi } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { testSession } from '../testing/fixtures.js';
import { useExport } from './use-export.js';
import { useFilters } from './use-filters.js';
import { useSavedFilters } from './use-saved-filters.js';
import { useScheduledExportForm } from './use-scheduled-export-form.js';

const NOW = new Date(2024, 4, 15, 10);
const filtersFor = (query: Record<string, string> = {}) =>
  new FilterStore({ adapter: createMemoryQueryAdapter(query), page: 'reviews', now: () => NOW });

describe('hooks', () => {
  it('[P2-133] useFilters re-renders with the URL state after a change', () => {
    const store = filtersFor({ groupId: '3', locationId: '7' });
    const { result } = renderHook(() => useFilters(store));
    expect(result.current.locationId).toBe(7);
    act(() => result.current.onGroupChange(5));
    expect(result.current.groupId).toBe(5);
    expect(result.current.locationId).toBeNull();
    expect(result.current.dateLabel).toBe('Last 30 Days');
  });

  it('[P5-009] [P5-010] useSavedFilters: Enter submits and Escape cancels the name dialog', async () => {
    const api = createFakeApi({ 'POST /user_preferences': { status: 201, body: { id: 4, name: 'Mine', config: {} } } });
    const filters = filtersFor();
    const store = new SavedFiltersStore({ client: api.client, session: testSession(), filters, notifier: recordingNotifier() });
    const { result } = renderHook(() => useSavedFilters(store));
    act(() => result.current.onOpenSaveAs());
    expect(result.current.dialog).toMatchObject({ open: true, confirmDisabled: true, confirmTooltip: 'Enter a name' });
    act(() => result.current.onNameKeyDown('Escape'));
    expect(result.current.dialog.open).toBe(false);
    act(() => {
      result.current.onOpenSaveAs();
      result.current.onNameChange('Mine');
    });
    await act(async () => {
      result.current.onNameKeyDown('Enter');
      await vi.waitFor(() => expect(api.calls('POST /user_preferences')).toHaveLength(1));
    });
    await vi.waitFor(() => expect(result.current.selectedId).toBe(4));
    expect(filters.query['savedFilterId']).toBe('4');
  });

  it('[F6-059] useExport exposes the trial block', async () => {
    const api: ExportApi = { requestExport: vi.fn(), getExportFile: vi.fn(), download: vi.fn() };
    const store = new ExportStore({ api, session: testSession({ account: { status: 'trial' } }), notifier: recordingNotifier() });
    const { result } = renderHook(() => useExport(store));
    await act(async () => result.current.onExport({ resource: 'reviews', filters: {} }));
    expect(result.current.trialBlock?.title).toBe("Exporting isn't allowed for trial users");
    act(() => result.current.onDismissTrialBlock());
    expect(result.current.trialBlock).toBeNull();
  });

  it('[P4-043] [P5-018] useScheduledExportForm follows the form', () => {
    const api = { searchUsers: vi.fn(async () => []) } as unknown as ScheduledExportsApi;
    const form = new ScheduledExportForm({ api, notifier: recordingNotifier(), filters: filtersFor(), exportType: 'reviews', now: () => NOW });
    const { result } = renderHook(() => useScheduledExportForm(form));
    expect(result.current.saveTooltip).toBe('Fill out all sections');
    act(() => {
      result.current.onFrequencyChange('monthly');
      result.current.onDayOfMonthChange('31');
    });
    expect(result.current).toMatchObject({ frequency: 'monthly', dayOfMonth: '31', nextDate: '2024-05-31', dirty: true });
    act(() => result.current.onClose());
    expect(result.current.confirmOpen).toBe(true);
  });
});
