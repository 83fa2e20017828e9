import { REDIRECTS, ROUTES, type RouteDef } from '@locus/auth';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { withLoadTimeout } from './chunk-timeout';
import { BUILT_PAGES, comingSoonPage, publicComingSoonPage, type PageLoader } from './route-modules';
import { Shell } from './Shell';
import { RouteHandleContext, type RouteHandle } from './use-route-handle';

export type { RouteHandle } from './use-route-handle';

function pageLoader(def: RouteDef): PageLoader {
  return withLoadTimeout(BUILT_PAGES[def.id] ?? (def.scope === 'public' ? publicComingSoonPage : comingSoonPage));
}

/**
 * The router's table: every route of platform.md section 2 (the auth lib's ROUTES, one source for the
 * guard and the router), each page a lazily loaded module given its route's handle, under the Shell
 * that applies resolveRoute. Redirect families, '/' and unknown paths have no page: the Shell
 * redirects them before rendering. Build it once: each call makes new lazy page components.
 */
export function buildRoutes(): RouteObject[] {
  const pages: RouteObject[] = ROUTES.map((def) => {
    const Page = lazy(pageLoader(def));
    const handle: RouteHandle = { routeId: def.id };
    return {
      id: def.id,
      path: def.path,
      element: (
        <RouteHandleContext.Provider value={handle}>
          <Page />
        </RouteHandleContext.Provider>
      ),
    };
  });
  const unresolved: RouteObject[] = [
    { index: true, element: null },
    ...REDIRECTS.map((family): RouteObject => ({ path: family.from, element: null })),
    { path: '*', element: null },
  ];
  return [{ id: 'shell', element: <Shell />, children: [...pages, ...unresolved] }];
}
