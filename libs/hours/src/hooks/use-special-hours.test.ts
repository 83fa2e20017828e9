// @vitest-environment jsdom
import { recordingNotifier } from '@locus/resources/testing';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SpecialHoursStore } from '../store/special-hours-store.js';
import { now } from './clock.test-helpers.js';
import { useSpecialHours } from './use-special-hours.js';

describe('useSpecialHours', () => {
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
});
