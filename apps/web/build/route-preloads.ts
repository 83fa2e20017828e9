import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
// The route table's source file: the Vite config runs in Node before any library is built, so the
// workspace package (whose Node entry is its build) cannot be imported here.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { ROUTES, type RouteDef } from '../../../libs/auth/src/model/routes.ts';

/**
 * What `route-preloads.json` holds: for each route, the pattern its path matches (a regular expression's
 * source) and the script files its first load needs beyond index.html's own. The server lists those in the
 * page it answers for that path (`<link rel="modulepreload">`, apps/api/src/http/web-app.ts), so they load
 * beside the entry instead of after it has run.
 */
export interface RoutePreload {
  id: string;
  match: string;
  files: string[];
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

const APP_SRC = path.resolve(import.meta.dirname, '../src');
const ROUTE_MODULES = path.join(APP_SRC, 'app/route-modules.ts');
const SIDE_NAV = path.join(APP_SRC, 'nav/SideNav');

/** A route path pattern (`/reviews/:reviewId`, `*` for the rest) as the auth lib's matchPattern reads it. */
export function routeMatch(pattern: string): string {
  const segments = pattern.split('/').filter(Boolean);
  const parts = segments.map((segment, i) => {
    if (segment === '*' && i === segments.length - 1) return '(?:/.*)?';
    if (segment.startsWith(':')) return '/[^/]+';
    return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  });
  return `^${parts.join('')}/?$`;
}

/**
 * The page module of every route id, read from route-modules.ts (its `'id': () => import('…')` entries and
 * the coming-soon loaders), as absolute paths without extension.
 */
export function pageModulesOf(
  source: string,
  dir: string,
): { built: Map<string, string>; comingSoon: string; publicComingSoon: string } {
  const resolve = (spec: string) => path.resolve(dir, spec);
  const built = new Map<string, string>();
  for (const match of source.matchAll(/^\s*'?([\w-]+)'?:\s*\(\)\s*=>\s*import\('([^']+)'\)/gm))
    built.set(match[1] ?? '', resolve(match[2] ?? ''));
  const loader = (name: string) => {
    const spec = new RegExp(`export const ${name}: PageLoader = \\(\\) => import\\('([^']+)'\\)`).exec(
      source,
    )?.[1];
    if (!spec) throw new Error(`route-preloads: ${name} not found in route-modules.ts`);
    return resolve(spec);
  };
  return { built, comingSoon: loader('comingSoonPage'), publicComingSoon: loader('publicComingSoonPage') };
}

/** The part of a bundle's chunks the preload list is made from. */
export interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
}

const withoutExtension = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '');

/** The preload list of every route whose page module is a chunk of this bundle. */
export function routePreloads(
  routes: readonly RouteDef[],
  pages: ReturnType<typeof pageModulesOf>,
  chunks: readonly ChunkFacts[],
  sideNav: string = SIDE_NAV,
): RoutePreload[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map(
    chunks
      .filter((chunk) => chunk.facadeModuleId)
      .map((chunk) => [withoutExtension(chunk.facadeModuleId ?? ''), chunk]),
  );
  const closure = (start: readonly string[], into: Set<string>) => {
    for (const file of start) {
      if (into.has(file)) continue;
      into.add(file);
      closure(byFile.get(file)?.imports ?? [], into);
    }
    return into;
  };
  // index.html loads the entry and its static imports already.
  const initial = closure(
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    new Set(),
  );
  const menu = byModule.get(sideNav);
  const preloads: RoutePreload[] = [];
  for (const route of routes) {
    const module =
      pages.built.get(route.id) ?? (route.scope === 'public' ? pages.publicComingSoon : pages.comingSoon);
    const page = byModule.get(module);
    if (!page) continue;
    // A signed-in page shows the side menu, whose module the shell loads beside the page's.
    const roots = [page.fileName, ...(route.scope !== 'public' && menu ? [menu.fileName] : [])];
    const files = [...closure(roots, new Set())].filter((file) => !initial.has(file));
    preloads.push({ id: route.id, match: routeMatch(route.path), files });
  }
  return preloads;
}

/** Writes route-preloads.json beside index.html: each route's page chunks, for the server's preload links. */
export function routePreloadsPlugin(): Plugin {
  return {
    name: 'locus-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkFacts[] = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk' ? [item] : [],
      );
      const pages = pageModulesOf(readFileSync(ROUTE_MODULES, 'utf8'), path.dirname(ROUTE_MODULES));
      const preloads = routePreloads(ROUTES, pages, chunks);
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
