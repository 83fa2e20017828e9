/** Where the auth domain sends people; the app's router serves these paths. */
export const LOGIN_PATH = '/login';
export const ERROR_PATH = '/error';
export const BILLING_PATH = '/settings/billing';
export const DASHBOARD_PATH = '/dashboard';
export const PARENT_HOME_PATH = '/accounts';
export const EXPIRED_PASSWORD_PATH = '/expired-password';
export const PASSWORD_RESET_COMPLETE_PATH = '/password-reset-complete';

/** The message of an /error page that has none of its own (P4-015, P8-051). */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

/** /error with a status (default 500) and a message (P4-015, P8-051, read back by P2-017). */
export function errorPath(status?: number | null, message?: string | null): string {
  const query = new URLSearchParams({
    statusCode: String(status ?? 500),
    message: message || UNEXPECTED_ERROR_MESSAGE,
  });
  return `${ERROR_PATH}?${query.toString()}`;
}

/** The /error page's own reading of its query (P2-017), with the same defaults. */
export function readErrorQuery(search: string): { statusCode: number; message: string } {
  const query = new URLSearchParams(search);
  const statusCode = Number(query.get('statusCode'));
  return {
    statusCode: Number.isInteger(statusCode) && statusCode > 0 ? statusCode : 500,
    message: query.get('message') || UNEXPECTED_ERROR_MESSAGE,
  };
}

/** The login page an expired session is sent to, marked invalidated, to come back to `currentPath` (P2-077). */
export function expiredSessionPath(currentPath: string): string {
  const query = new URLSearchParams({ invalidated: 'true', redirect: currentPath || '/' });
  return `${LOGIN_PATH}?${query.toString()}`;
}

/** The login page for a signed-out visit of a private page; it comes back there after signing in. */
export function signInPath(currentPath: string): string {
  if (!currentPath || currentPath === '/') return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: currentPath }).toString()}`;
}

/**
 * Where to go after signing in: the login page's `redirect` when it is a path of this app (a full URL
 * or `//host` would send the user elsewhere), else home.
 */
export function afterLoginPath(search: string, home = '/'): string {
  const redirect = new URLSearchParams(search).get('redirect');
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return home;
  return redirect;
}

/** The state basePathFor reads: a shadowed or impersonated session and its account. */
export interface BasePathState {
  account_id: number | null;
  isShadowing: boolean;
  isImpersonated: boolean;
}

/** Shadowed and impersonated sessions are served under /as/{id} (P1-005); others at the root. */
export function basePathFor(state: BasePathState): string {
  if ((state.isShadowing || state.isImpersonated) && state.account_id) return `/as/${state.account_id}`;
  return '';
}

/** Splits an /as/{id} prefix off a path: `/as/7/reviews` → { basePath: '/as/7', path: '/reviews' }. */
export function splitBasePath(fullPath: string): { basePath: string; path: string } {
  const match = /^(\/as\/\d+)(\/.*)?$/.exec(fullPath);
  if (!match) return { basePath: '', path: fullPath };
  return { basePath: match[1] ?? '', path: match[2] ?? '/' };
}
