import { ExportStore, FilterStore, SavedFiltersStore, type ReviewsQuery } from '@locus/filters';
import { createExportApi } from '../../features/filters/export-api';
import { createRouterQueryAdapter, type QueryRouter, type RouterQueryAdapter } from '../../features/filters/router-query-adapter';
import { createFilterLists, type FilterLists } from '../../features/filters/typeahead-filter';
import type { RootStore } from '../../app/root-store';
import { sessionResources } from '../../app/session-resources';
import { ReviewsListStore } from './reviews-list-store';

/** Everything the /reviews page holds while it is shown; built on mount, disposed on leave. */
export interface ReviewsPageStores {
  adapter: RouterQueryAdapter;
  filters: FilterStore;
  savedFilters: SavedFiltersStore;
  exporter: ExportStore;
  list: ReviewsListStore;
  lists: FilterLists;
  dispose(): void;
}

export function createReviewsPageStores(root: RootStore, router: QueryRouter, search: string): ReviewsPageStores {
  const adapter = createRouterQueryAdapter(router, search);
  const filters = new FilterStore({ adapter, page: 'reviews' });
  const savedFilters = new SavedFiltersStore({ client: root.client, session: root.auth, filters, notifier: root.notifier });
  const exporter = new ExportStore({ api: createExportApi(root.client), session: root.auth, notifier: root.notifier });
  const list = new ReviewsListStore({ client: root.client, filters });
  const lists = createFilterLists(sessionResources(root));
  list.start();
  void lists.group.load();
  void lists.location.load();
  void lists.source.load();
  return {
    adapter,
    filters,
    savedFilters,
    exporter,
    list,
    lists,
    dispose() {
      list.dispose();
      exporter.dispose();
      lists.dispose();
      filters.dispose();
    },
  };
}

/** The export's filters: the list's own, without paging or sort (P7-075). */
export function exportFilters(query: ReviewsQuery): Record<string, unknown> {
  const { before: _before, after: _after, 'sort[by]': _by, 'sort[order]': _order, ...filters } = query;
  return filters;
}
