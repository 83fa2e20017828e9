import { DashboardOverviewStore } from '@locus/scoring';
import type { RootStore } from '../../app/root-store';
import { createFilterPageStores, type FilterPageStores } from '../../app/filters/filter-page-stores';
import type { QueryRouter } from '../../app/filters/router-query-adapter';
import { scoringApiOf } from './scoring-api';

/** What the dashboard holds while it is shown: the filter bar's stores and the overview; built on mount, disposed on leave. */
export interface DashboardPageStores extends FilterPageStores {
  overview: DashboardOverviewStore;
}

/** The URL-driven filters with the dashboard's own default range, six months (P2-105), and the overview for them. */
export function createDashboardPageStores(root: RootStore, router: QueryRouter, search: string): DashboardPageStores {
  const base = createFilterPageStores(root, router, search, 'dashboard');
  const overview = new DashboardOverviewStore({ api: scoringApiOf(root), filters: base.filters, session: root.auth });
  return {
    ...base,
    overview,
    dispose() {
      overview.dispose();
      base.dispose();
    },
  };
}
