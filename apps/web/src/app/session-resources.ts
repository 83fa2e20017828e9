import { createOpenApiTransport, ResourceStores } from '@locus/resources';
import { perSession } from './per-session';

/**
 * Groups, locations and sources of the session's account (the filter bar's lists), made the first time
 * a page asks. Not part of the root store itself: only pages with lists load the resources lib's
 * stores, so the app's first load does not.
 */
export const sessionResources = perSession(
  (root) =>
    new ResourceStores({
      transport: createOpenApiTransport(root.client),
      accountId: () => root.auth.account_id ?? undefined,
    }),
);
