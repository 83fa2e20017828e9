import { describe, expect, it, vi } from 'vitest';
import { createPageModuleCache } from './page-module-cache';
import type { PageModule } from './route-modules';

const page = (): PageModule => ({ default: () => null });

describe('page module cache', () => {
  it('loads a route once, and tells its status and module once it arrives', async () => {
    const module = page();
    const loader = vi.fn(() => Promise.resolve(module));
    const pages = createPageModuleCache(() => loader);
    const listener = vi.fn();
    pages.subscribe('reviews', listener);
    expect(pages.status('reviews')).toBe('loading');
    const first = pages.load('reviews');
    expect(pages.load('reviews')).toBe(first);
    expect(pages.loaded('reviews')).toBeUndefined();
    await first;
    expect(loader).toHaveBeenCalledOnce();
    expect(pages.status('reviews')).toBe('ready');
    expect(pages.loaded('reviews')).toBe(module);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('keys by route: routes sharing one module each have theirs', async () => {
    const module = page();
    const loaderOf = vi.fn((_routeId: string) => () => Promise.resolve(module));
    const pages = createPageModuleCache(loaderOf);
    await Promise.all([pages.load('unsubscribe-alerts'), pages.load('unsubscribe-requests')]);
    expect(loaderOf.mock.calls.map(([routeId]) => routeId)).toEqual([
      'unsubscribe-alerts',
      'unsubscribe-requests',
    ]);
    expect(pages.loaded('unsubscribe-alerts')).toBe(module);
    expect(pages.loaded('unsubscribe-requests')).toBe(module);
    expect(pages.status('unsubscribe-scheduled-exports')).toBe('loading');
  });

  it('remembers a failure: the route renders its lazy page, which meets the same error', async () => {
    const failure = new Error('Failed to fetch dynamically imported module');
    const pages = createPageModuleCache(() => () => Promise.reject(failure));
    const listener = vi.fn();
    const unsubscribe = pages.subscribe('photos', listener);
    await expect(pages.load('photos')).rejects.toBe(failure);
    await expect(pages.load('photos')).rejects.toBe(failure);
    expect(pages.status('photos')).toBe('failed');
    expect(pages.loaded('photos')).toBeUndefined();
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
  });
});
