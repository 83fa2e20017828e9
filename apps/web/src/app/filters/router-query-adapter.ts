import { parseSearch, toSearch, type QueryAdapter, type QueryValues } from '@locus/filters';

/** What the adapter needs of the router: where it is and how to go elsewhere. */
export interface QueryRouter {
  pathname(): string;
  navigate(to: string, options: { replace: boolean }): void;
}

export interface RouterQueryAdapter extends QueryAdapter {
  /** The router's location changed (back/forward, a link): call with its search string. */
  locationChanged(search: string): void;
}

/**
 * The filters' QueryAdapter over the app's router. It keeps the query it last wrote, so the store
 * reads it back at once (the router updates its location later) and the router's echo of that same
 * query does not count as an outside change: one filter change is one navigation and one request.
 */
export function createRouterQueryAdapter(router: QueryRouter, initialSearch: string): RouterQueryAdapter {
  let current: QueryValues = parseSearch(initialSearch);
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next, options) {
      current = { ...next };
      const search = toSearch(current);
      router.navigate(`${router.pathname()}${search ? `?${search}` : ''}`, {
        replace: options?.replace ?? false,
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    locationChanged(search) {
      const next = parseSearch(search);
      if (toSearch(next) === toSearch(current)) return;
      current = next;
      for (const listener of listeners) listener();
    },
  };
}
