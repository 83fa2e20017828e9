import { useStoreValue } from '@locus/resources';
import { useEffect } from 'react';
import type { ReviewHistoryStore } from '../store/review-history-store.js';

/** The review's timeline as a view model: loaded on mount, with a retry. */
export function useReviewHistory(store: ReviewHistoryStore) {
  useEffect(() => {
    void store.load();
  }, [store]);
  const view = useStoreValue(() => store.view);
  return { ...view, onRetry: () => void store.load() };
}
