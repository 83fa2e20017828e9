import { routeOfPath } from '@locus/auth';
import { pageModules, type PageModuleCache } from './page-module-cache';
import type { RootStore } from './root-store';
import { LIGHT_ROUTES, sideNavModule, STATIC_ROUTES, themedPageModule } from './route-styles';

export interface SignedInPrefetchDeps {
  pages?: Pick<PageModuleCache, 'load'>;
  theme?: () => Promise<unknown>;
  menu?: () => Promise<unknown>;
}

/**
 * Starts loading a route's module, the theme's (unless the page is static) and the menu's together, rather
 * than each after the one that renders it: the page's load is the one the shell and the route wait for, and
 * the module cache makes the later lazy imports resolve to the others.
 */
export function fetchRouteModules(routeId: string, withMenu: boolean, deps: SignedInPrefetchDeps = {}): void {
  const { pages = pageModules, theme = themedPageModule, menu = sideNavModule } = deps;
  const ignore = () => undefined;
  pages.load(routeId).catch(ignore);
  if (!STATIC_ROUTES.has(routeId)) theme().catch(ignore);
  if (withMenu) menu().catch(ignore);
}

/**
 * With a stored session, starts fetching the code the shell will render at boot, while `GET /auth` checks
 * the session, rather than after it answers. A session the server refuses only wastes the fetch:
 * the login page renders as before. Returns the route id fetched for.
 */
export function prefetchSignedInModules(
  path: string,
  hasStoredSession: boolean,
  deps: SignedInPrefetchDeps = {},
): string | null {
  const route = hasStoredSession ? routeOfPath(path) : undefined;
  if (!route || route.scope === 'public' || LIGHT_ROUTES.has(route.id)) return null;
  fetchRouteModules(route.id, true, deps);
  return route.id;
}

/**
 * With a stored session, the route's first data request too, as soon as its module arrives (the page's
 * `preload`), rather than after the session answers and the page renders. The page's stores take it when
 * they ask the same; a session the server refuses fails it like every other call.
 */
export function preloadRouteData(
  routeId: string,
  root: RootStore,
  search: string,
  pages: Pick<PageModuleCache, 'load'> = pageModules,
): Promise<void> {
  return pages.load(routeId).then(
    (module) => module.preload?.(root, search),
    () => undefined,
  );
}
