import { useStoreValue } from '@locus/resources';
import type { ReviewAlertRatings } from '../ports/review-alerts-api.js';
import type { ReviewAlertsStore } from '../store/review-alerts-store.js';

/**
 * The signed-in user's new-review alerts as the design system's ReviewAlertsForm props: the switch, the
 * ratings, the groups (none: every location), where the e-mails go, the unsubscribe notice and Save.
 */
export function useReviewAlerts(store: ReviewAlertsStore) {
  const view = useStoreValue(() => store.view);
  return {
    status: view.status === 'idle' ? ('loading' as const) : view.status,
    loadError: view.loadError,
    email: view.email,
    enabled: view.enabled,
    ratings: view.ratings,
    groupChoices: view.groupChoices,
    selectedGroups: view.selectedGroups,
    notice: view.notice,
    editable: view.editable,
    canSave: view.canSave,
    saving: view.saving,
    saveError: view.saveError,
    onEnabledChange: (enabled: boolean) => store.setEnabled(enabled),
    onRatingsChange: (ratings: ReviewAlertRatings) => store.setRatings(ratings),
    onGroupsChange: (groupIds: number[]) => store.setGroups(groupIds),
    onSave: () => void store.save(),
    onRetry: () => void store.load(),
  };
}
