// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordingNotifier } from '@locus/resources/testing';
import type { ScheduledExportsApi } from '../ports/scheduled-exports-api.js';
import { ScheduledExportForm } from '../store/scheduled-export-form.js';
import { reviewsFilters, TEST_NOW } from '../testing/fixtures.js';
import { useScheduledExportForm } from './use-scheduled-export-form.js';

describe('useScheduledExportForm', () => {
  it('[P4-043] [P5-018] useScheduledExportForm follows the form', () => {
    const api = { searchUsers: vi.fn(async () => []) } as unknown as ScheduledExportsApi;
    const form = new ScheduledExportForm({ api, notifier: recordingNotifier(), filters: reviewsFilters(), exportType: 'reviews', now: () => TEST_NOW });
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
