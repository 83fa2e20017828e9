import { createFilterLists, FilterStore, type FilterLists, type FilterPage } from '@locus/filters';
import type { RootStore } from '../root-store';
import { sessionResources } from '../session-resources';
import { createRouterQueryAdapter, type QueryRouter, type RouterQueryAdapter } from './router-query-adapter';

/** What every page with the filter bar holds: its URL-driven filters and the bar's typeahead lists. */
export interface FilterPageStores {
  adapter: RouterQueryAdapter;
  filters: FilterStore;
  lists: FilterLists;
  dispose(): void;
}

/** Builds a filter page's stores with the page's own defaults. */
export function createFilterPageStores(
  root: RootStore,
  router: QueryRouter,
  search: string,
  page: FilterPage,
): FilterPageStores {
  const adapter = createRouterQueryAdapter(router, search);
  const filters = new FilterStore({ adapter, page });
  // The bar's lists load when their dropdown first opens (the first paint fetches nothing it does not show).
  const lists = createFilterLists(sessionResources(root));
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
