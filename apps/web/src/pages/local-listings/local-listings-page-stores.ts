import { createListingsDashboard, type ListingsDashboard } from '@locus/listings';
import type { NamedRow } from '@locus/resources';
import type { RootStore } from '../../app/root-store';
import { sessionResources } from '../../app/session-resources';
import { createRouterQueryAdapter, type QueryRouter, type RouterQueryAdapter } from '../../app/filters/router-query-adapter';

/** /dashboard/local_listings: the dashboard's stores over the router's URL; built on mount, disposed on leave. */
export interface LocalListingsPageStores extends ListingsDashboard {
  adapter: RouterQueryAdapter;
}

export function createLocalListingsPageStores(root: RootStore, router: QueryRouter, search: string): LocalListingsPageStores {
  const adapter = createRouterQueryAdapter(router, search);
  const dashboard = createListingsDashboard({
    client: root.client,
    session: root.auth,
    notifier: root.notifier,
    adapter,
    groupStore: () => sessionResources(root).of<NamedRow>('group'),
    locationStore: () => sessionResources(root).of<NamedRow>('location'),
    writeText: (text) => navigator.clipboard.writeText(text),
  });
  return { ...dashboard, adapter };
}
