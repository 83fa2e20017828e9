import { act, screen } from '@testing-library/react';
import { isValidElement, type ReactNode, type SuspenseProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../testing/harness';
import { createPageModuleCache } from './page-module-cache';
import { Loading } from './PageOutlet';
import { pageLoaderOf, type PageModule } from './route-modules';

// Every Suspense fallback that commits, seen through a Suspense that wraps each fallback in a spy.
const fallbacksShown = vi.hoisted(() => [] as ReactNode[]);
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  function FallbackShown({ children }: { children?: ReactNode }) {
    react.useEffect(() => void fallbacksShown.push(children), [children]);
    return children;
  }
  function Suspense({ fallback, ...props }: SuspenseProps) {
    return react.createElement(react.Suspense, {
      ...props,
      fallback: react.createElement(FallbackShown, null, fallback),
    });
  }
  return { ...react, Suspense };
});

const loadingFallbacks = () => fallbacksShown.filter((node) => isValidElement(node) && node.type === Loading);

function deferred() {
  let resolve!: (module: PageModule) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<PageModule>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const stubPage = (title: string): PageModule => ({ default: () => <h1>{title}</h1> });

/** The app's page modules, but these routes' arrive when the test says. */
function pagesWith(held: Record<string, Promise<PageModule>>) {
  return createPageModuleCache((routeId) => {
    const module = held[routeId];
    return module ? () => module : pageLoaderOf(routeId);
  });
}

describe('the shell waits for a page module with a plain render (no Suspense reveal throttle)', () => {
  beforeEach(() => void fallbacksShown.splice(0));
  afterEach(() => vi.restoreAllMocks());

  it('a page whose module arrives after the session renders without a Suspense fallback', async () => {
    const reviews = deferred();
    await renderShell({ path: '/reviews', pages: pagesWith({ reviews: reviews.promise }) });
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await act(async () => reviews.resolve(stubPage('Reviews stub')));
    expect(screen.getByRole('heading', { name: 'Reviews stub' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(loadingFallbacks()).toEqual([]);
  });

  it('a page whose module has arrived renders on the first render', async () => {
    const pages = pagesWith({ reviews: Promise.resolve(stubPage('Reviews stub')) });
    await pages.load('reviews');
    await renderShell({ path: '/reviews', pages });
    expect(screen.getByRole('heading', { name: 'Reviews stub' })).toBeTruthy();
    expect(loadingFallbacks()).toEqual([]);
  });

  it('a page module that fails still shows the route error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reviews = deferred();
    await renderShell({ path: '/reviews', pages: pagesWith({ reviews: reviews.promise }) });
    await act(async () => reviews.reject(new Error('Failed to fetch dynamically imported module')));
    expect(await screen.findByText('This page could not be loaded')).toBeTruthy();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeTruthy();
  });

  it('a route change keeps the shown page until the next module arrives', async () => {
    const dashboard = deferred();
    const pages = pagesWith({
      reviews: Promise.resolve(stubPage('Reviews stub')),
      dashboard: dashboard.promise,
    });
    await pages.load('reviews');
    const { router } = await renderShell({ path: '/reviews', pages });
    await act(async () => router.navigate('/dashboard'));
    expect(screen.getByRole('heading', { name: 'Reviews stub' })).toBeTruthy();
    await act(async () => dashboard.resolve(stubPage('Dashboard stub')));
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Reviews stub' })).toBeNull();
    expect(loadingFallbacks()).toEqual([]);
  });
});
