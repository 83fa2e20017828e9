import { FilterStore } from '@locus/filters';
import type { RootStore } from '../../app/root-store';
import { sessionResources } from '../../app/session-resources';
import { createRouterQueryAdapter, type QueryRouter, type RouterQueryAdapter } from '../../features/filters/router-query-adapter';
import { createFilterLists, type FilterLists } from '../../features/filters/typeahead-filter';

/** What the dashboard's filter bar holds while the page is shown; built on mount, disposed on leave. */
export interface DashboardPageStores {
  adapter: RouterQueryAdapter;
  filters: FilterStore;
  lists: FilterLists;
  dispose(): void;
}

/** The URL-driven filters with the dashboard's own default range, six months (P2-105). */
export function createDashboardPageStores(root: RootStore, router: QueryRouter, search: string): DashboardPageStores {
  const adapter = createRouterQueryAdapter(router, search);
  const filters = new FilterStore({ adapter, page: 'dashboard' });
  const lists = createFilterLists(sessionResources(root));
  void lists.group.load();
  void lists.location.load();
  void lists.source.load();
  return {
    adapter,
    filters,
    lists,
    dispose() {
      lists.dispose();
      filters.dispose();
    },
  };
}
