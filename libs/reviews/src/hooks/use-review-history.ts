import { useStoreValue } from '@locus/resources';
import { useEffect } from 'react';
import type { ReviewHistoryStore } from '../store/review-history-store.js';

/**
 * The review's timeline as the design system's ReviewHistoryTimeline props: loaded on mount, with a retry.
 * Before the first load it reads as loading.
 */
export function useReviewHistory(store: ReviewHistoryStore) {
  useEffect(() => {
    void store.load();
  }, [store]);
  const view = useStoreValue(() => store.view);
  return {
    status: view.status === 'idle' ? ('loading' as const) : view.status,
    error: view.error,
    empty: view.empty,
    entries: view.rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      when: row.when,
      dateTime: row.at,
      who: row.who,
      what: row.text,
      detail: row.quote,
    })),
    onRetry: () => void store.load(),
  };
}
