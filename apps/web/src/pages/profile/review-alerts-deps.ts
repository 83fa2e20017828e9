import { can } from '@locus/auth';
import type { NamedRow } from '@locus/resources';
import { createReviewAlertsApi, ReviewAlertsStore, systemClock } from '@locus/reviews';
import type { RootStore } from '../../app/root-store';
import { sessionResources } from '../../app/session-resources';

/**
 * The signed-in user's alert settings, from the session: the adapter in the account, the session's groups
 * (shared with the filter bar's lists) when the user may read them, and the alert update permission.
 */
export function reviewAlertsStore(root: RootStore): ReviewAlertsStore {
  const { auth, client } = root;
  const store = new ReviewAlertsStore({
    api: createReviewAlertsApi(client, auth.account_id ?? 0),
    session: auth,
    groups: can(auth.permissions, 'group', 'read') ? sessionResources(root).of<NamedRow>('group') : null,
    canUpdate: can(auth.permissions, 'alert', 'update'),
    notifier: root.notifier,
    clock: systemClock,
  });
  void store.load();
  return store;
}
