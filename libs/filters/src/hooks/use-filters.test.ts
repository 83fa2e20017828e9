// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reviewsFilters } from '../testing/fixtures.js';
import { useFilters } from './use-filters.js';

describe('useFilters', () => {
  it('[P2-133] useFilters re-renders with the URL state after a change', () => {
    const store = reviewsFilters({ groupId: '3', locationId: '7' });
    const { result } = renderHook(() => useFilters(store));
    expect(result.current.locationId).toBe(7);
    act(() => result.current.onGroupChange(5));
    expect(result.current.groupId).toBe(5);
    expect(result.current.locationId).toBeNull();
    expect(result.current.dateLabel).toBe('Last 30 Days');
  });
});
