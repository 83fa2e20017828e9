import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authHarness } from '../testing/auth-harness.js';
import { useAuth } from './auth-context.js';
import { useFeature } from './use-feature.js';
import { usePermission, usePermissions } from './use-permission.js';

describe('useAuth', () => {
  it('gives the provided store and refuses to work without a provider', () => {
    const { store, wrapper } = authHarness();
    expect(renderHook(() => useAuth(), { wrapper }).result.current).toBe(store);
    expect(() => renderHook(() => useAuth())).toThrow(/AuthProvider/);
  });
});

describe('usePermission', () => {
  it('[P6-001] answers per resource and verb, and follows sign-in and sign-out', async () => {
    const { store, wrapper } = authHarness();
    const { result } = renderHook(() => usePermission('review', 'respond'), { wrapper });
    expect(result.current).toBe(false);
    await act(() => store.login('admin@harbor.test', 'secret'));
    expect(result.current).toBe(true);
    await act(() => store.logout());
    expect(result.current).toBe(false);
  });

  it('[P6-002] [P6-003] checks all or some of a list', async () => {
    const { store, wrapper } = authHarness();
    await act(() => store.login('admin@harbor.test', 'secret'));
    const required = [['review', 'read'], ['user', 'create']] as const;
    expect(renderHook(() => usePermissions(required), { wrapper }).result.current).toBe(false);
    expect(renderHook(() => usePermissions(required, 'some'), { wrapper }).result.current).toBe(true);
  });
});

describe('useFeature', () => {
  it('[P5-051] reads the account setting or a features. URL parameter', async () => {
    const { store, wrapper } = authHarness();
    await act(() => store.login('admin@harbor.test', 'secret'));
    expect(renderHook(() => useFeature('insights'), { wrapper }).result.current).toBe(true);
    expect(renderHook(() => useFeature('media'), { wrapper }).result.current).toBe(false);
    expect(renderHook(() => useFeature('media', '?features.media=true'), { wrapper }).result.current).toBe(true);
  });
});
