import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useRootStore } from '../contexts';
import type { RootStore } from '../root-store';
import type { QueryRouter, RouterQueryAdapter } from './router-query-adapter';

/** A filtered page's stores: fed by the URL through the adapter, disposed when the page goes. */
export interface UrlPageStores {
  adapter: RouterQueryAdapter;
  dispose(): void;
}

export type BuildPageStores<T extends UrlPageStores> = (
  root: RootStore,
  router: QueryRouter,
  search: string,
) => T;

/**
 * Builds a page's stores after mount (so StrictMode's second mount gets fresh ones) and feeds them
 * the URL. `build` must keep its identity (a module-level function).
 */
export function useUrlPageStores<T extends UrlPageStores>(build: BuildPageStores<T>): T | null {
  const root = useRootStore();
  const location = useLocation();
  const navigate = useNavigate();
  const pathRef = useRef(location.pathname);
  pathRef.current = location.pathname;
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const searchRef = useRef(location.search);
  const pathAtMount = useRef(location.pathname);
  const [stores, setStores] = useState<T | null>(null);
  useEffect(() => {
    const router: QueryRouter = {
      pathname: () => pathRef.current,
      navigate: (to, options) => void navigateRef.current(to, options),
    };
    const built = build(root, router, searchRef.current);
    setStores(built);
    return () => built.dispose();
  }, [root, build]);
  // Only this page's own URL is its filter state: leaving for another path must not read that query.
  const ownPath = location.pathname === pathAtMount.current;
  useEffect(() => {
    if (ownPath) stores?.adapter.locationChanged(location.search);
  }, [stores, ownPath, location.search]);
  return stores;
}
