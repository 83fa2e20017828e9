import type { RootStore } from '../../app/root-store';
import { createFilterPageStores, type FilterPageStores } from '../../app/filters/filter-page-stores';
import type { QueryRouter } from '../../app/filters/router-query-adapter';

/** What the dashboard's filter bar holds while the page is shown; built on mount, disposed on leave. */
export type DashboardPageStores = FilterPageStores;

/** The URL-driven filters with the dashboard's own default range, six months (P2-105). */
export function createDashboardPageStores(root: RootStore, router: QueryRouter, search: string): DashboardPageStores {
  return createFilterPageStores(root, router, search, 'dashboard');
}
