import type { NavItemModel } from '@locus/design-system';
import { carryOver, filtersFromReviewDetail, parseSearch, toSearch, type CarryPage } from '@locus/filters';

/** The filtered pages between which filters carry over (P2-118), by path. */
const CARRY_PAGES: Readonly<Record<string, CarryPage>> = {
  '/dashboard': 'dashboard',
  '/reviews': 'reviews',
  '/dashboard/locations': 'locations',
  '/dashboard/keywords': 'keywords',
  '/photos': 'photos',
};

const REVIEW_DETAIL = /^\/reviews\/\d+$/;

const carryPageOf = (pathname: string): CarryPage | undefined => {
  const path = pathname.replace(/\/+$/, '') || '/';
  return Object.hasOwn(CARRY_PAGES, path) ? CARRY_PAGES[path] : undefined;
};

/** The filters the current page holds: its URL, or a review detail page's rebuilt ones (P2-122). */
function currentFilters(pathname: string, search: string): Record<string, string> | undefined {
  if (carryPageOf(pathname)) return parseSearch(search);
  if (REVIEW_DETAIL.test(pathname)) return filtersFromReviewDetail(parseSearch(search));
  return undefined;
}

/**
 * A link from the current page to another filtered page, with the filters that carry over
 * (P2-118..P2-121). Any other link, or one from a page without filters, is left as it is.
 */
export function carryOverHref(href: string, here: { pathname: string; search: string }): string {
  const [path = '', ownSearch = ''] = href.split('?');
  const target = carryPageOf(path);
  const filters = target && currentFilters(here.pathname, here.search);
  if (!target || !filters) return href;
  const search = toSearch({ ...carryOver(filters, target), ...parseSearch(ownSearch) });
  return search ? `${path}?${search}` : path;
}

/** The side menu's items with their links carrying the current filters. */
export function withCarryOver(items: NavItemModel[], here: { pathname: string; search: string }): NavItemModel[] {
  return items.map((item) => ({
    ...item,
    ...(item.href ? { href: carryOverHref(item.href, here) } : {}),
    ...(item.children ? { children: withCarryOver(item.children, here) } : {}),
  }));
}
