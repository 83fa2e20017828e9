import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authHarness } from '../testing/auth-harness.js';
import { signedInRoutes } from '../testing/fixtures.js';
import { useNavigation } from './use-navigation.js';

const ids = (items: { id: string; children?: { id: string }[] }[]) =>
  items.flatMap((i) => [i.id, ...(i.children ?? []).map((c) => c.id)]);

describe('useNavigation', () => {
  it('[P2-078] the menu is hidden when not signed in', () => {
    const { wrapper } = authHarness();
    const { result } = renderHook(() => useNavigation({ pathname: '/login' }), { wrapper });
    expect(result.current.hidden).toBe(true);
  });

  it('[P2-079] the menu is hidden on /error', async () => {
    const { store, wrapper } = authHarness();
    await act(() => store.login('admin@harbor.test', 'secret'));
    expect(renderHook(() => useNavigation({ pathname: '/error' }), { wrapper }).result.current.hidden).toBe(true);
    expect(renderHook(() => useNavigation({ pathname: '/reviews' }), { wrapper }).result.current.hidden).toBe(false);
  });

  it('builds the items from the session and follows its changes', async () => {
    const { store, wrapper } = authHarness();
    const { result, rerender } = renderHook((props: { pathname: string }) => useNavigation(props), {
      wrapper,
      initialProps: { pathname: '/reviews' },
    });
    expect(result.current.items).toEqual([]);
    await act(() => store.login('admin@harbor.test', 'secret'));
    // The fixture admin: metrics, review, alert update, media create; insights on, media off.
    expect(ids(result.current.items)).toEqual([
      'dashboard',
      'review-analysis',
      'reviews',
      'keywords',
      'business-performance',
      'location-performance',
    ]);
    expect(result.current.items.find((i) => i.id === 'review-analysis')?.active).toBe(true);
    rerender({ pathname: '/dashboard/locations' });
    expect(result.current.items.find((i) => i.id === 'business-performance')?.active).toBe(true);
    expect(ids(result.current.footer)).toEqual(['settings', 'profile', 'logout']);
    expect(result.current.user).toEqual({ name: 'Alicia Moreno', initials: 'AM' });
    expect(result.current.showLogout).toBe(true);
    expect(result.current.logoUrl).toBeNull();
  });

  it('[P6-017] a shadowing session has no Log Out and is served under /as/{id}', async () => {
    const { store, wrapper } = authHarness(signedInRoutes({ is_shadowing: true }));
    await act(() => store.login('admin@harbor.test', 'secret'));
    const { result } = renderHook(() => useNavigation(), { wrapper });
    expect(result.current.showLogout).toBe(false);
    expect(ids(result.current.footer)).not.toContain('logout');
    expect(result.current.basePath).toBe('/as/3');
  });

  it('[P2-098] onLogout logs out', async () => {
    const { store, wrapper, api } = authHarness();
    await act(() => store.login('admin@harbor.test', 'secret'));
    const { result } = renderHook(() => useNavigation(), { wrapper });
    await act(async () => {
      result.current.onLogout();
      await Promise.resolve();
    });
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(api.calls('DELETE /auth')).toHaveLength(1);
    expect(store.signedIn).toBe(false);
    expect(result.current.hidden).toBe(true);
  });
});
