import { useStoreValue } from '@locus/resources';
import { INSIGHTS_MESSAGES } from '../model/messages.js';
import type { CategoriesPageStore } from '../store/categories-page-store.js';

/** The categories page's view model: every category's block (the chosen one marked) and its keywords. */
export function useKeywordCategories(store: CategoriesPageStore) {
  const state = useStoreValue(() => ({
    heading: store.heading,
    category: store.category,
    status: store.rank.status,
    // P8-032
    error: store.rank.status === 'error' ? INSIGHTS_MESSAGES.categoriesRankError : null,
    blocks: store.blocks,
    keywordsStatus: store.keywords.status,
    keywordsError: store.keywords.status === 'error' ? INSIGHTS_MESSAGES.keywordsError : null,
    rows: store.rows,
    emptyText: store.keywords.status === 'loaded' && store.rows.length === 0 ? INSIGHTS_MESSAGES.noKeywords : null,
    backHref: store.backHref,
  }));
  return {
    ...state,
    onRetry: () => {
      void store.rank.reload();
      void store.keywords.reload();
    },
  };
}
