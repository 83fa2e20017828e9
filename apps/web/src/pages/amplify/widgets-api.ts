import { createWidgetsApi, type WidgetsApi } from '@locus/widgets';
import type { RootStore } from '../../app/root-store';

const bySession = new WeakMap<RootStore, WidgetsApi>();

/** The widget calls of the session (a sign-out's new root store gets new ones). */
export function widgetsApiOf(root: RootStore): WidgetsApi {
  let api = bySession.get(root);
  if (!api) {
    api = createWidgetsApi({ client: root.client, accountId: () => root.auth.account_id, userId: () => root.auth.user_id });
    bySession.set(root, api);
  }
  return api;
}
