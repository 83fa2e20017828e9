// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HoursEditorStore } from '../store/hours-editor-store.js';
import { useHoursEditor } from './use-hours-editor.js';

describe('useHoursEditor', () => {
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
});
