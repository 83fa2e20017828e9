/**
 * Where the banners show (F2-070), plus the dashboard: a trial account lands there after signing in, so its
 * welcome and checklist are seen first thing. Paths are the app's own, below a shadow session's /as/{id} base
 * (the router strips it), so /as/{id} pages are covered by the same list. Exact paths, except the whole of
 * /request-reviews (overview, compose, history, templates, microsurveys, campaigns, ways-to-ask, confirmation).
 */
export const BANNER_PATHS: readonly string[] = [
  '/dashboard',
  '/settings/integrations',
  '/settings/billing/edit',
  '/settings/billing/manage-plans',
  '/settings/users',
  '/settings/users/new',
  '/reviews',
  '/competitors',
  '/competitors/preview',
  '/accounts',
  '/accounts/trials',
];
const BANNER_SECTIONS: readonly string[] = ['/request-reviews'];

/** Whether a page shows the banners (its pathname, without query). */
export function showsBanners(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return BANNER_PATHS.includes(path) || BANNER_SECTIONS.some((s) => path === s || path.startsWith(`${s}/`));
}
