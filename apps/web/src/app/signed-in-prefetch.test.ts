import { describe, expect, it, vi } from 'vitest';
import { prefetchSignedInModules } from './signed-in-prefetch';

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
