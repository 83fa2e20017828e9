// @vitest-environment jsdom
import { recordingNotifier } from '@locus/resources/testing';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BulkHolidayHoursStore } from '../store/bulk-holiday-hours-store.js';
import { now } from './clock.test-helpers.js';
import { useBulkHolidayHours } from './use-bulk-hours.js';

describe('useBulkHolidayHours', () => {
  it("useBulkHolidayHours turns Confirm into 'Continue anyway' with the warning", async () => {
    const store = new BulkHolidayHoursStore([1], { api: { createForLocations: vi.fn(async () => undefined) }, notifier: recordingNotifier(), now });
    const { result } = renderHook(() => useBulkHolidayHours(store));
    act(() => result.current.onDateChange('1-new', '2026-12-25'));
    await act(async () => void (await result.current.onConfirm()));
    expect(result.current.confirmLabel).toBe('Continue anyway');
    expect(result.current.overrideWarning).toBeTruthy();
  });
});
