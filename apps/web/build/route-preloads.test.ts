import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// The route table's source file: the Vite config runs in Node before any library is built, so the
// workspace package (whose Node entry is its build) cannot be imported here.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { ROUTES } from '../../../libs/auth/src/model/routes.ts';
import { BUILT_PAGES } from '../src/app/route-modules';
import { pageModulesOf, routeMatch, routePreloads, type ChunkFacts } from './route-preloads';

const ROUTE_MODULES = path.resolve(import.meta.dirname, '../src/app/route-modules.ts');
const pages = pageModulesOf(readFileSync(ROUTE_MODULES, 'utf8'), path.dirname(ROUTE_MODULES));

describe('route preloads', () => {
  it('matches paths as the auth lib does: parameters one segment, a trailing slash allowed', () => {
    const match = (pattern: string, pathname: string) => new RegExp(routeMatch(pattern)).test(pathname);
    expect(match('/reviews/:reviewId', '/reviews/42')).toBe(true);
    expect(match('/reviews/:reviewId', '/reviews/42/')).toBe(true);
    expect(match('/reviews/:reviewId', '/reviews/42/history')).toBe(false);
    expect(match('/reviews', '/reviews')).toBe(true);
    expect(match('/reviews', '/reviewsx')).toBe(false);
    expect(match('/settings/*', '/settings/a/b')).toBe(true);
  });

  it("reads every built page's module out of route-modules.ts", () => {
    expect([...pages.built.keys()].sort()).toEqual(Object.keys(BUILT_PAGES).sort());
    expect(pages.built.get('reviews')).toBe(
      path.resolve(path.dirname(ROUTE_MODULES), '../pages/reviews/ReviewsPage'),
    );
    expect(pages.comingSoon).toMatch(/pages\/coming-soon\/ComingSoonPage$/);
  });

  it("lists a page's chunks and the menu's for a signed-in route, without what index.html loads", () => {
    const src = path.resolve(import.meta.dirname, '../src');
    const chunk = (
      fileName: string,
      facade: string | null,
      imports: string[] = [],
      isEntry = false,
    ): ChunkFacts => ({
      fileName,
      isEntry,
      facadeModuleId: facade,
      imports,
    });
    const chunks = [
      chunk('index.js', '/x/main.tsx', ['runtime.js'], true),
      chunk('runtime.js', null),
      chunk('ReviewsPage.js', `${src}/pages/reviews/ReviewsPage.tsx`, ['moment.js', 'runtime.js']),
      chunk('moment.js', null, ['runtime.js']),
      chunk('SideNav.js', `${src}/nav/SideNav.tsx`, ['mdi.js']),
      chunk('mdi.js', null),
      chunk('LoginPage.js', `${src}/pages/login/LoginPage.tsx`, ['runtime.js']),
    ];
    const byId = new Map(
      routePreloads(ROUTES, pages, chunks, `${src}/nav/SideNav`).map((route) => [route.id, route]),
    );
    expect(byId.get('reviews')).toEqual({
      id: 'reviews',
      match: '^/reviews/?$',
      files: ['ReviewsPage.js', 'moment.js', 'SideNav.js', 'mdi.js'],
    });
    // The login page is public: no menu.
    expect(byId.get('login')?.files).toEqual(['LoginPage.js']);
    // Pages whose module is not in this bundle are left out.
    expect(byId.has('photos')).toBe(false);
  });
});
