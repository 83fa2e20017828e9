import { createHash } from 'node:crypto';

/** One entry of the web build's route-preloads.json (apps/web/build/route-preloads.ts writes it). */
export interface RoutePreload {
  id: string;
  /** A regular expression's source for the paths of the route. */
  match: string;
  /** Script files, relative to the web root, the route's first load needs beyond index.html's own. */
  files: string[];
}

export interface PreloadLinks {
  /** The `<link rel="modulepreload">` tags of the route a page path shows; '' for a path of no route. */
  html: string;
  /** Short, stable: it goes into the page's ETag, since the page differs by route. */
  tag: string;
}

/** What a page gets when it names no route code. */
export const NO_PRELOADS: PreloadLinks = { html: '', tag: '' };

/** Shadowed and impersonated sessions are served under /as/{id} (P1-005): the route is the rest. */
const withoutBasePath = (path: string) => path.replace(/^\/as\/\d+(?=\/|$)/, '') || '/';

/**
 * Reads route-preloads.json: a page's path gives the preload tags of its route's page code, so a browser
 * fetches it beside the entry instead of after the entry has run and asked for it.
 */
export function parseRoutePreloads(text: string): (url: string) => PreloadLinks {
  const routes = (JSON.parse(text) as RoutePreload[]).map((route) => {
    const html = route.files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
    const tag = createHash('sha256').update(html).digest('base64url').slice(0, 10);
    return { pattern: new RegExp(route.match), links: route.files.length ? { html, tag } : NO_PRELOADS };
  });
  return (url) => {
    const path = withoutBasePath(url.split('?')[0] ?? '/');
    return routes.find((route) => route.pattern.test(path))?.links ?? NO_PRELOADS;
  };
}
