import { splitBasePath, type Navigate } from '@locus/auth';

/** The parts of a router the adapter uses (the app's history, a memory one in tests). */
export interface RouterLike {
  navigate(to: string, options?: { replace?: boolean }): Promise<void> | void;
  state: { location: { pathname: string; search: string } };
}

/**
 * The auth lib's Navigate port over the app's router. Paths are below the router's basename, except
 * when they carry an /as/{id} base path: the same base routes inside the app, another one (starting
 * or ending a shadow session) loads that URL afresh, since the router's basename is fixed at boot.
 */
export function createNavigate(
  router: RouterLike,
  basename: string,
  loadPage: (url: string) => void,
): Navigate {
  return (path) => {
    const split = splitBasePath(path);
    if (!split.basePath) return void router.navigate(path);
    if (split.basePath === basename) return void router.navigate(split.path);
    loadPage(path);
  };
}

/** The current path below the basename, with its query (the auth lib's CurrentPath port). */
export function currentPathOf(router: RouterLike): () => string {
  return () => router.state.location.pathname + router.state.location.search;
}
