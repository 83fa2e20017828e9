import { useStoreValue } from '@locus/resources';
import type { ReviewStatus } from '../ports/responses-api.js';
import type { ReviewStatusStore } from '../store/review-status-store.js';

/** The review's status control as a view model: the label, the choices, and the change (in place, P4-060). */
export function useReviewStatus(store: ReviewStatusStore) {
  const view = useStoreValue(() => store.view);
  return { ...view, onChange: (status: ReviewStatus) => void store.setStatus(status) };
}
