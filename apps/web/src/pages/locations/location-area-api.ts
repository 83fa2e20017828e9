import { createLocationAreaApi, type LocationAreaApi } from '@locus/locations';
import type { RootStore } from '../../app/root-store';

const bySession = new WeakMap<RootStore, LocationAreaApi>();

/** The location and group calls of the session (a sign-out's new root store gets new ones). */
export function locationAreaApiOf(root: RootStore): LocationAreaApi {
  let api = bySession.get(root);
  if (!api) {
    api = createLocationAreaApi(root.client, () => root.auth.account_id);
    bySession.set(root, api);
  }
  return api;
}
