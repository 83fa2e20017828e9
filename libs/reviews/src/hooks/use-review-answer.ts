import { useStoreValue } from '@locus/resources';
import { useEffect } from 'react';
import type { ReviewAnswerLoader } from '../store/review-answer-stores.js';

/**
 * A list row's opened answer: reads the review on mount, then gives its stores (composer, status, tags) for
 * the row's child components to pass to `useResponseComposer` and the others once loaded.
 */
export function useReviewAnswer(loader: ReviewAnswerLoader) {
  useEffect(() => {
    void loader.load();
  }, [loader]);
  const state = useStoreValue(() => ({
    status: loader.status,
    error: loader.error,
    stores: loader.stores,
    review: loader.review,
  }));
  return { ...state, onRetry: () => void loader.load() };
}
