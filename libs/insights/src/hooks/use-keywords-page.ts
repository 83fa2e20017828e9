import { useStoreValue } from '@locus/resources';
import { useExport } from '@locus/filters';
import { INSIGHTS_MESSAGES, KEYWORDS_HEADING } from '../model/messages.js';
import { isKeywordSort } from '../model/sort.js';
import type { KeywordsPageStore } from '../store/keywords-page-store.js';

/** The /dashboard/keywords view model: heading, grid, sort dropdown, the categories section and the export. */
export function useKeywordsPage(store: KeywordsPageStore) {
  const state = useStoreValue(() => ({
    heading: KEYWORDS_HEADING,
    status: store.keywords.status,
    error: store.keywords.status === 'error' ? (store.keywords.error ?? INSIGHTS_MESSAGES.keywordsError) : null,
    emptyText: store.emptyText,
    rows: store.rows,
    sortOptions: store.sortOptions,
    // F6-036: the section is not there at all without experience_analysis.
    categories: store.showCategories
      ? {
          status: store.categories.status,
          error: store.categories.status === 'error' ? INSIGHTS_MESSAGES.categoriesError : null,
          blocks: store.categoryBlocks,
        }
      : null,
  }));
  const exporter = useExport(store.exporter);
  return {
    ...state,
    exporting: exporter.busy,
    trialBlock: exporter.trialBlock,
    onDismissTrialBlock: exporter.onDismissTrialBlock,
    onExport: () => void store.exportCsv(),
    onSort: (value: string) => {
      if (isKeywordSort(value)) store.setSort(value);
    },
    onRetry: () => {
      void store.keywords.reload();
      if (store.showCategories) void store.categories.reload();
    },
  };
}
