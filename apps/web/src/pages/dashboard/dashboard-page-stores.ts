import { DashboardDetailsStore, DashboardOverviewStore } from '@locus/scoring';
import type { RootStore } from '../../app/root-store';
import { createFilterPageStores, type FilterPageStores } from '../../app/filters/filter-page-stores';
import type { QueryRouter } from '../../app/filters/router-query-adapter';
import { latestReviewsApiOf, scoringApiOf } from './scoring-api';

/**
 * What the dashboard holds while it is shown: the filter bar's stores, the overview and the charts, breakdown
 * and latest reviews; built on mount, disposed on leave.
 */
export interface DashboardPageStores extends FilterPageStores {
  overview: DashboardOverviewStore;
  details: DashboardDetailsStore;
}

/** The URL-driven filters with the dashboard's own default range, six months (P2-105), and what it shows for them. */
export function createDashboardPageStores(root: RootStore, router: QueryRouter, search: string): DashboardPageStores {
  const base = createFilterPageStores(root, router, search, 'dashboard');
  const overview = new DashboardOverviewStore({ api: scoringApiOf(root), filters: base.filters, session: root.auth });
  const details = new DashboardDetailsStore({
    api: scoringApiOf(root), reviews: latestReviewsApiOf(root), filters: base.filters, session: root.auth,
  });
  return {
    ...base,
    overview,
    details,
    dispose() {
      details.dispose();
      overview.dispose();
      base.dispose();
    },
  };
}
