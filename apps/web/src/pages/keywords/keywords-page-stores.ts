import { createExportApi, ExportStore } from '@locus/filters';
import { CategoriesPageStore, createInsightsApi, KeywordDetailStore, KeywordsPageStore } from '@locus/insights';
import type { RootStore } from '../../app/root-store';
import { createFilterPageStores, type FilterPageStores } from '../../app/filters/filter-page-stores';
import type { QueryRouter } from '../../app/filters/router-query-adapter';

/** /dashboard/keywords while it is shown: the filter bar's stores, the page's store and its export. */
export interface KeywordsPageStores extends FilterPageStores {
  exporter: ExportStore;
  page: KeywordsPageStore;
}

const createExporter = (root: RootStore) =>
  new ExportStore({ api: createExportApi(root.client), session: root.auth, notifier: root.notifier });

/** A keywords page with an export: the bar's stores, an exporter, and the page's store built over both. */
function withExport<P extends { dispose(): void }>(
  root: RootStore,
  router: QueryRouter,
  search: string,
  build: (base: FilterPageStores, exporter: ExportStore) => P,
): FilterPageStores & { exporter: ExportStore; page: P } {
  const base = createFilterPageStores(root, router, search, 'keywords');
  const exporter = createExporter(root);
  const page = build(base, exporter);
  return {
    ...base,
    exporter,
    page,
    dispose() {
      page.dispose();
      exporter.dispose();
      base.dispose();
    },
  };
}

export function createKeywordsPageStores(root: RootStore, router: QueryRouter, search: string): KeywordsPageStores {
  return withExport(
    root,
    router,
    search,
    (base, exporter) => new KeywordsPageStore({ api: createInsightsApi(root.client), filters: base.filters, session: root.auth, exporter }),
  );
}

/** /dashboard/keywords/categories: the rank of every category and the chosen one's keywords. */
export interface KeywordCategoriesPageStores extends FilterPageStores {
  page: CategoriesPageStore;
}

export function createKeywordCategoriesPageStores(
  root: RootStore,
  router: QueryRouter,
  search: string,
): KeywordCategoriesPageStores {
  const base = createFilterPageStores(root, router, search, 'keywords');
  const page = new CategoriesPageStore({ api: createInsightsApi(root.client), filters: base.filters, session: root.auth });
  return {
    ...base,
    page,
    dispose() {
      page.dispose();
      base.dispose();
    },
  };
}

/** /dashboard/keywords/{keyword}: the keyword's counts, trend and reviews, and its keyword_details export. */
export interface KeywordDetailPageStores extends FilterPageStores {
  exporter: ExportStore;
  page: KeywordDetailStore;
}

/** The route's keyword is the last path segment (the stores are built once per mounted page). */
export function createKeywordDetailPageStores(root: RootStore, router: QueryRouter, search: string): KeywordDetailPageStores {
  const keyword = decodeURIComponent(router.pathname().split('/').pop() ?? '');
  return withExport(
    root,
    router,
    search,
    (base, exporter) =>
      new KeywordDetailStore({ api: createInsightsApi(root.client), filters: base.filters, session: root.auth, keyword, exporter }),
  );
}
