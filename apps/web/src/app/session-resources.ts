import { createOpenApiTransport, ResourceStores } from '@locus/resources';
import type { RootStore } from './root-store';

const bySession = new WeakMap<RootStore, ResourceStores>();

/**
 * Groups, locations and sources of the session's account (the filter bar's lists), made the first time
 * a page asks. Not part of the root store itself: only pages with lists load the resources lib's
 * stores, so the app's first load does not. A sign-out's new root store gets new ones.
 */
export function sessionResources(root: RootStore): ResourceStores {
  let resources = bySession.get(root);
  if (!resources) {
    resources = new ResourceStores({
      transport: createOpenApiTransport(root.client),
      accountId: () => root.auth.account_id ?? undefined,
    });
    bySession.set(root, resources);
  }
  return resources;
}
