import { useStoreValue } from '@locus/resources';
import type { ReviewStatus } from '../ports/responses-api.js';
import type { ReviewStatusStore } from '../store/review-status-store.js';

/**
 * The review's status control as the design system's ReviewStatusSelect props: the workflow status, what
 * the response side says beside it, and the change (in place, P4-060).
 */
export function useReviewStatus(store: ReviewStatusStore) {
  const view = useStoreValue(() => store.view);
  return {
    value: view.status,
    responseLabel: view.responseLabel,
    responded: view.responded,
    saving: view.saving,
    error: view.error,
    disabled: !view.canChange,
    onChange: (status: ReviewStatus) => void store.setStatus(status),
  };
}
