// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formStore } from './form-store.test-helpers.js';
import { useLocationForm } from './use-location-form.js';

describe('useLocationForm', () => {
  it('useLocationForm shows the open status only in edit and clears an error on typing', () => {
    const store = formStore();
    const { result } = renderHook(() => useLocationForm(store));
    expect(result.current.mode).toBe('view');
    expect(result.current.showOpenStatus).toBe(false);
    act(() => result.current.onEdit());
    expect(result.current.showOpenStatus).toBe(true);
    act(() => result.current.onChange('public_name', ''));
    act(() => result.current.onBlur('public_name'));
    expect(result.current.errors).toEqual({ public_name: 'Public Name is required' });
    act(() => result.current.onChange('public_name', 'H'));
    expect(result.current.errors).toEqual({});
  });
});
