import { withLoadTimeout } from './chunk-timeout';
import { pageLoaderOf, type PageLoader, type PageModule } from './route-modules';

/** Where a route's page module is: still on its way, arrived, or failed (the route shows its error). */
export type PageModuleStatus = 'loading' | 'ready' | 'failed';

/**
 * Each route's page module, loaded once and remembered, so the shell can wait for it with a plain render
 * and the route render it synchronously: a lazy page that suspends after the session answers shows a
 * Suspense fallback, and React then holds the page's commit until 300 ms after it (the reveal throttle).
 */
export interface PageModuleCache {
  /** Starts loading the route's module, once: later calls (the prefetch, the shell, the lazy page) share it. */
  load(routeId: string): Promise<PageModule>;
  /** The route's module once it has arrived. */
  loaded(routeId: string): PageModule | undefined;
  /** 'loading' too for a route whose load has not started. */
  status(routeId: string): PageModuleStatus;
  /** Calls `listener` when the route's module arrives or fails; returns the unsubscribe. */
  subscribe(routeId: string, listener: () => void): () => void;
}

interface Entry {
  promise: Promise<PageModule>;
  status: PageModuleStatus;
  module?: PageModule;
}

/**
 * A cache keyed by route id, not by module: routes sharing a module (the unsubscribe pages) each load it
 * through their own entry, and the browser's module cache fetches it once.
 */
export function createPageModuleCache(loaderOf: (routeId: string) => PageLoader): PageModuleCache {
  const entries = new Map<string, Entry>();
  const listeners = new Map<string, Set<() => void>>();
  const settle = (routeId: string, entry: Entry, status: PageModuleStatus, module?: PageModule) => {
    entry.status = status;
    entry.module = module;
    listeners.get(routeId)?.forEach((listener) => listener());
  };

  return {
    load(routeId) {
      let entry = entries.get(routeId);
      if (!entry) {
        const started: Entry = { promise: loaderOf(routeId)(), status: 'loading' };
        // Also marks a failure handled: whoever renders the route meets it (the lazy page's error).
        started.promise.then(
          (module) => settle(routeId, started, 'ready', module),
          () => settle(routeId, started, 'failed'),
        );
        entries.set(routeId, started);
        entry = started;
      }
      return entry.promise;
    },
    loaded: (routeId) => entries.get(routeId)?.module,
    status: (routeId) => entries.get(routeId)?.status ?? 'loading',
    subscribe(routeId, listener) {
      const set = listeners.get(routeId) ?? new Set();
      listeners.set(routeId, set);
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}

/** The app's page modules, each load under the chunk timeout (a stalled download reaches the route's error). */
export const pageModules = createPageModuleCache((routeId) => withLoadTimeout(pageLoaderOf(routeId)));
