import { REDIRECTS, ROUTES } from '@locus/auth';
import { lazy, useState, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { pageModules, type PageModuleCache } from './page-module-cache';
import { Shell } from './Shell';
import { RouteHandleContext, type RouteHandle } from './use-route-handle';

export type { RouteHandle } from './use-route-handle';

/**
 * A route's page: the module itself when it has arrived (the shell waits for it), so the page renders
 * without suspending; else a lazy page over the same load, which suspends and meets its failure.
 */
function routePage(routeId: string, pages: PageModuleCache): ComponentType {
  const LazyPage = lazy(() => pages.load(routeId));
  return function RoutePage() {
    // Chosen once: switching from the lazy page to the module later would remount the page.
    const [Page] = useState(() => pages.loaded(routeId)?.default ?? LazyPage);
    return <Page />;
  };
}

/**
 * The router's table: every route of platform.md section 2 (the auth lib's ROUTES, one source for the
 * guard and the router), each page a lazily loaded module given its route's handle, under the Shell
 * that applies resolveRoute. Redirect families, '/' and unknown paths have no page: the Shell
 * redirects them before rendering. Build it once: each call makes new lazy page components.
 */
export function buildRoutes(pages: PageModuleCache = pageModules): RouteObject[] {
  const routes: RouteObject[] = ROUTES.map((def) => {
    const Page = routePage(def.id, pages);
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
  return [{ id: 'shell', element: <Shell pages={pages} />, children: [...routes, ...unresolved] }];
}
