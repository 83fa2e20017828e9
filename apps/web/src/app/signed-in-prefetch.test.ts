import { describe, expect, it, vi } from 'vitest';
import type { RootStore } from './root-store';
import { preloadRouteData, prefetchSignedInModules } from './signed-in-prefetch';

function deps() {
  const page = vi.fn((_routeId: string) => new Promise<never>(() => undefined));
  return {
    page,
    deps: {
      pages: { load: page },
      theme: vi.fn(() => Promise.resolve()),
      menu: vi.fn(() => Promise.resolve()),
    },
  };
}

describe('prefetchSignedInModules: the boot fetch beside GET /auth', () => {
  it('with a stored session, fetches the page, the theme and the menu of a themed page', () => {
    const { page, deps: d } = deps();
    expect(prefetchSignedInModules('/photos?type=owner', true, d)).toBe('photos');
    expect(page).toHaveBeenCalledExactlyOnceWith('photos');
    expect(d.theme).toHaveBeenCalledOnce();
    expect(d.menu).toHaveBeenCalledOnce();
  });

  it('fetches no theme for the static pages (the dashboard, /reviews)', () => {
    const { deps: d } = deps();
    expect(prefetchSignedInModules('/dashboard', true, d)).toBe('dashboard');
    expect(prefetchSignedInModules('/reviews?rating=5', true, d)).toBe('reviews');
    expect(d.theme).not.toHaveBeenCalled();
    expect(d.menu).toHaveBeenCalledTimes(2);
  });

  it('fetches nothing without a stored session, for a public page or an unknown path', () => {
    const { page, deps: d } = deps();
    expect(prefetchSignedInModules('/reviews', false, d)).toBeNull();
    expect(prefetchSignedInModules('/login', true, d)).toBeNull();
    expect(prefetchSignedInModules('/forgot-password', true, d)).toBeNull();
    expect(prefetchSignedInModules('/nowhere', true, d)).toBeNull();
    expect(page).not.toHaveBeenCalled();
    expect(d.menu).not.toHaveBeenCalled();
  });
});

describe('preloadRouteData: the route data fetch beside GET /auth', () => {
  const root = {} as RootStore;

  it("calls the page module's preload with the session's root store and the URL's search once it arrives", async () => {
    const preload = vi.fn();
    const load = vi.fn(() => Promise.resolve({ default: () => null, preload }));
    await preloadRouteData('reviews', root, '?rating=5', { load });
    expect(load).toHaveBeenCalledExactlyOnceWith('reviews');
    expect(preload).toHaveBeenCalledExactlyOnceWith(root, '?rating=5');
  });

  it('does nothing for a page without a preload, or whose module failed (the route shows that error)', async () => {
    await expect(
      preloadRouteData('photos', root, '', { load: () => Promise.resolve({ default: () => null }) }),
    ).resolves.toBeUndefined();
    await expect(
      preloadRouteData('photos', root, '', { load: () => Promise.reject(new Error('offline')) }),
    ).resolves.toBeUndefined();
  });
});
