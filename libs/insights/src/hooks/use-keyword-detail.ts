import { useStoreValue } from '@locus/resources';
import type { KeywordDetailStore } from '../store/keyword-detail-store.js';
import { INSIGHTS_MESSAGES } from '../model/messages.js';

/** The keyword detail page's view model: its counts, its trend and a page of its reviews. */
export function useKeywordDetail(store: KeywordDetailStore) {
  const state = useStoreValue(() => ({
    keyword: store.keyword,
    status: store.detail.status,
    reviewsStatus: store.reviews.status,
    error: store.detail.status === 'error' || store.reviews.status === 'error' ? INSIGHTS_MESSAGES.keywordError : null,
    summary: store.summary,
    trend: store.trend,
    reviews: store.reviewRows.map((review) => ({
      id: review.id,
      author: review.author_name ?? '',
      rating: review.rating,
      title: review.title ?? null,
      content: review.content ?? '',
      publishedAt: review.published_at,
    })),
    reviewsEmptyText: store.reviews.status === 'loaded' && store.reviewRows.length === 0 ? INSIGHTS_MESSAGES.noReviews : null,
    page: store.page,
    totalPages: store.totalPages,
    backHref: store.backHref,
  }));
  return {
    ...state,
    onPageChange: (page: number) => store.setPage(page),
    /** The page shows the trial modal with the filters lib's useExport on the same ExportStore. */
    onExport: () => void store.exportCsv(),
    onRetry: () => {
      void store.detail.reload();
      void store.reviews.reload();
    },
  };
}
