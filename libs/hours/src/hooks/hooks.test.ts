// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import moment from 'moment';
import { describe, expect, it, vi } from 'vitest';
import { BulkHolidayHoursStore } from '../store/bulk-holiday-hours-store.js';
import { HoursEditorStore } from '../store/hours-editor-store.js';
import { SpecialHoursStore } from '../store/special-hours-store.js';
import { recordingNotifier } from '@locus/resources/testing';
import { useBulkHolidayHours } from './use-bulk-hours.js';
import { useHoursEditor } from './use-hours-editor.js';
import { useSpecialHours } from './use-special-hours.js';

const now = () => moment('2026-03-10T09:00:00');

describe('hours hooks', () => {
  it('useHoursEditor shows the days, the remove buttons after the first pair and invalid fields', () => {
    const store = new HoursEditorStore({ monday: { open: true, is_24_hours: false, hours: [{ open_time: '09:00', close_time: '17:00' }] } });
    const { result } = renderHook(() => useHoursEditor(store));
    expect(result.current.days?.[0]).toMatchObject({ label: 'Monday', closed: false, allDay: false });
    act(() => result.current.onAddPair('monday'));
    act(() => result.current.onTimeChange('monday', 1, 'open_time', 'noon'));
    const monday = result.current.days?.[0];
    expect(monday?.pairs.map((pair) => pair.removable)).toEqual([false, true]);
    expect(monday?.pairs[1]?.open).toEqual({ text: 'noon', error: true });
    act(() => result.current.onRemoveHours());
    expect(result.current.days).toBeNull();
  });

  it('useSpecialHours loads on expand and shows a new row without a date in error', async () => {
    const api = { list: vi.fn(async () => []), create: vi.fn(), update: vi.fn(), remove: vi.fn() };
    const store = new SpecialHoursStore({ api, locationId: 1, notifier: recordingNotifier(), now });
    const { result } = renderHook(() => useSpecialHours(store));
    expect(result.current.expanded).toBe(false);
    await act(async () => result.current.onToggle());
    expect(api.list).toHaveBeenCalledTimes(1);
    act(() => result.current.onAddRow());
    expect(result.current.rows[0]?.errors).toEqual(['You must have a date selected']);
    expect(result.current.hasErrors).toBe(true);
  });

  it("useBulkHolidayHours turns Confirm into 'Continue anyway' with the warning", async () => {
    const store = new BulkHolidayHoursStore([1], { api: { createForLocations: vi.fn(async () => undefined) }, notifier: recordingNotifier(), now });
    const { result } = renderHook(() => useBulkHolidayHours(store));
    act(() => result.current.onDateChange('1-new', '2026-12-25'));
    await act(async () => void (await result.current.onConfirm()));
    expect(result.current.confirmLabel).toBe('Continue anyway');
    expect(result.current.overrideWarning).toBeTruthy();
  });
});
