import { REDIRECTS, ROUTES, type RouteDef } from '@locus/auth';
import type { RouteObject } from 'react-router';
import { RouteError } from './RouteError';
import {
  BUILT_PAGES,
  PAGE_TITLES,
  comingSoonPage,
  publicComingSoonPage,
  type PageLoader,
} from './route-modules';
import { Shell } from './Shell';

/** What each route carries for its page: the auth lib's route id and the page title. */
export interface RouteHandle {
  routeId: string;
  title: string;
}

function pageLoader(def: RouteDef): PageLoader {
  return BUILT_PAGES[def.id] ?? (def.scope === 'public' ? publicComingSoonPage : comingSoonPage);
}

/**
 * The router's table: every route of platform.md section 2 (the auth lib's ROUTES, one source for the
 * guard and the router), each page a lazily loaded module, under the Shell that applies resolveRoute.
 * Redirect families, '/' and unknown paths have no page: the Shell redirects them before rendering.
 */
export function buildRoutes(): RouteObject[] {
  const pages: RouteObject[] = ROUTES.map((def) => {
    const load = pageLoader(def);
    const handle: RouteHandle = { routeId: def.id, title: PAGE_TITLES[def.id] ?? def.id };
    return { id: def.id, path: def.path, handle, lazy: async () => ({ Component: (await load()).default }) };
  });
  const unresolved: RouteObject[] = [
    { index: true, element: null },
    ...REDIRECTS.map((family): RouteObject => ({ path: family.from, element: null })),
    { path: '*', element: null },
  ];
  return [
    { id: 'shell', element: <Shell />, errorElement: <RouteError />, children: [...pages, ...unresolved] },
  ];
}
