import { createExportApi, createMemoryQueryAdapter, createSavedFiltersApi, ExportStore, FilterStore, parseSearch, type ReviewsQuery, SavedFiltersStore } from '@locus/filters';
import type { RootStore } from '../../app/root-store';
import { createFilterPageStores, type FilterPageStores } from '../../app/filters/filter-page-stores';
import type { QueryRouter } from '../../app/filters/router-query-adapter';
import { createReviewsApi, createReviewTagsApi, ReviewsListStore, ReviewsPreload, TagFilterStore } from '@locus/reviews';

/** Everything the /reviews page holds while it is shown; built on mount, disposed on leave. */
export interface ReviewsPageStores extends FilterPageStores {
  savedFilters: SavedFiltersStore;
  exporter: ExportStore;
  list: ReviewsListStore;
  /** The tag filter's choices. */
  tags: TagFilterStore;
}

/** The boot's preload of the list's first page, for the session that started it; taken by the first build. */
let preloaded: { root: RootStore; preload: ReviewsPreload } | null = null;

/**
 * The page's `preload` (route-modules.ts): asks for the list's first page as the URL's filters have it,
 * before the page renders. The list takes it only for the same query; a later session never sees it.
 */
export function preloadReviewsPage(root: RootStore, search: string): void {
  const filters = new FilterStore({
    adapter: createMemoryQueryAdapter(parseSearch(search)),
    page: 'reviews',
  });
  preloaded = { root, preload: new ReviewsPreload(createReviewsApi(root.client), filters.reviewsQuery) };
  filters.dispose();
}

function takePreload(root: RootStore): ReviewsPreload | undefined {
  const preload = preloaded?.root === root ? preloaded.preload : undefined;
  preloaded = null;
  return preload;
}

export function createReviewsPageStores(
  root: RootStore,
  router: QueryRouter,
  search: string,
): ReviewsPageStores {
  const base = createFilterPageStores(root, router, search, 'reviews');
  const { filters } = base;
  const savedFilters = new SavedFiltersStore({
    api: createSavedFiltersApi(root.client),
    session: root.auth,
    filters,
    notifier: root.notifier,
  });
  const exporter = new ExportStore({
    api: createExportApi(root.client),
    session: root.auth,
    notifier: root.notifier,
  });
  const preload = takePreload(root);
  const list = new ReviewsListStore({
    api: createReviewsApi(root.client),
    filters,
    ...(preload ? { preloaded: preload } : {}),
  });
  list.start();
  const tags = new TagFilterStore({ api: createReviewTagsApi(root.client, root.auth.account_id ?? 0) });
  return {
    ...base,
    savedFilters,
    exporter,
    list,
    tags,
    dispose() {
      list.dispose();
      tags.dispose();
      savedFilters.dispose();
      exporter.dispose();
      base.dispose();
    },
  };
}

/** The export's filters: the list's own, without paging or sort (P7-075). */
export function exportFilters(query: ReviewsQuery): Record<string, unknown> {
  const { before: _before, after: _after, 'sort[by]': _by, 'sort[order]': _order, ...filters } = query;
  return filters;
}
