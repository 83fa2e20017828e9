// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '@locus/api-client/testing';
import { recordingNotifier } from '@locus/resources/testing';
import { createSavedFiltersApi } from '../api/saved-filters-api.js';
import { SavedFiltersStore } from '../store/saved-filters-store.js';
import { reviewsFilters, testSession } from '../testing/fixtures.js';
import { useSavedFilters } from './use-saved-filters.js';

describe('useSavedFilters', () => {
  it('[P5-009] [P5-010] useSavedFilters: Enter submits and Escape cancels the name dialog', async () => {
    const api = createFakeApi({ 'POST /user_preferences': { status: 201, body: { id: 4, name: 'Mine', config: {} } } });
    const filters = reviewsFilters();
    const store = new SavedFiltersStore({ api: createSavedFiltersApi(api.client), session: testSession(), filters, notifier: recordingNotifier() });
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
});
