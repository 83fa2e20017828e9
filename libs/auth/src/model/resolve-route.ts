import { canAll, canSome, can } from './permissions.js';
import { BILLING_PATH, PARENT_HOME_PATH, errorPath, expiredSessionPath, signInPath, DASHBOARD_PATH } from './paths.js';
import { matchPattern, splitQuery, withQuery, type PathParams } from './path-pattern.js';
import { DASHBOARD_DEFAULT_QUERY, REDIRECTS, ROUTES, type RouteDef, type RouteGuard, type RouteSession } from './routes.js';
import { isSettingOn } from './settings.js';

export type RouteResolution =
  | { kind: 'render'; route: RouteDef; params: PathParams }
  | { kind: 'redirect'; to: string };

export const NOT_FOUND_MESSAGE = 'Page not found';
export const FORBIDDEN_MESSAGE = 'You do not have access to this page';

const redirect = (to: string): RouteResolution => ({ kind: 'redirect', to });

/** Where a signed-in session starts: parents at /accounts, others on the dashboard with its default filters (P2-022). */
export function homePathFor(session: RouteSession): string {
  if (session.isParent) return PARENT_HOME_PATH;
  // A user who may not see metrics (e.g. Email Only) would only meet /error there; the profile page is theirs.
  if (!can(session.permissions, 'metrics', 'read')) return '/settings/profile';
  return withQuery(DASHBOARD_PATH, DASHBOARD_DEFAULT_QUERY);
}

/** Whether a session passes a route's guard (P2-074). */
export function passesGuard(guard: RouteGuard | undefined, session: RouteSession): boolean {
  if (!guard) return true;
  if (guard.allOf && !canAll(session.permissions, guard.allOf)) return false;
  if (guard.someOf && !canSome(session.permissions, guard.someOf)) return false;
  if (guard.userTypes && !guard.userTypes.includes(session.userTypeCode ?? '')) return false;
  const flag = (code: string) => isSettingOn(session.settings, code) || (session.features?.has(code) ?? false);
  if (guard.settings && !guard.settings.every(flag)) return false;
  if (guard.state && !guard.state(session)) return false;
  return true;
}

/**
 * The route a path shows when the session may see it, before the session is known: none for a redirect
 * family or an unknown path. The app uses it to fetch a page's code while the stored session is checked.
 */
export function routeOfPath(fullPath: string, routes: readonly RouteDef[] = ROUTES): RouteDef | undefined {
  const { path } = splitQuery(fullPath);
  if (REDIRECTS.some((family) => matchPattern(family.from, path))) return undefined;
  return findRoute(routes, path)?.route;
}

function findRoute(routes: readonly RouteDef[], path: string): { route: RouteDef; params: PathParams } | undefined {
  for (const route of routes) {
    const params = matchPattern(route.path, path);
    if (params) return { route, params };
  }
  return undefined;
}

/**
 * What the app does with a path (section 2): render a route or redirect. Pure: the app's router calls
 * it on every change with the path below any /as/{id} base path (see basePathFor).
 */
export function resolveRoute(
  fullPath: string,
  session: RouteSession,
  routes: readonly RouteDef[] = ROUTES,
): RouteResolution {
  const { path, query } = splitQuery(fullPath);

  for (const family of REDIRECTS) {
    const params = matchPattern(family.from, path);
    if (params) return redirect(withQuery(family.to(params['*'] ?? ''), query));
  }

  const found = findRoute(routes, path);
  if (found?.route.scope === 'public') return { kind: 'render', ...found };

  if (!session.signedIn) {
    const here = withQuery(path, query);
    // P2-077: an expired session goes to /login marked invalidated, to come back here.
    return redirect(session.invalidated ? expiredSessionPath(here) : signInPath(here));
  }

  // P2-022: / goes to the dashboard with its default filters.
  if (path === '/') return redirect(homePathFor(session));

  // P2-076: an inactive account is kept on billing.
  if (!session.accountActive && path !== BILLING_PATH && !path.startsWith(`${BILLING_PATH}/`))
    return redirect(BILLING_PATH);

  if (!found) {
    // P2-062 (regular: /error), P2-071 (parent: /accounts).
    return redirect(session.isParent ? PARENT_HOME_PATH : errorPath(404, NOT_FOUND_MESSAGE));
  }
  // P2-071: regular-only pages are "anything else" for a parent account.
  if (session.isParent && found.route.scope === 'regular') return redirect(PARENT_HOME_PATH);

  // P2-061, decision 13: parent-only pages in a regular account go through their guard like any other.
  const guard = found.route.guard;
  if (!passesGuard(guard, session)) return redirect(guard?.refusedTo?.(session) ?? errorPath(403, FORBIDDEN_MESSAGE));
  return { kind: 'render', ...found };
}
