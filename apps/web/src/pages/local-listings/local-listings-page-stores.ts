import { can } from '@locus/auth';
import { AutoSyncStore, DashboardStore, ListingsSelection, SyncFlyoutStore, dashboardFilterKey } from '@locus/listings';
import { TypeaheadList, type NamedRow } from '@locus/resources';
import { reaction } from 'mobx';
import type { RootStore } from '../../app/root-store';
import { sessionResources } from '../../app/session-resources';
import { createRouterQueryAdapter, type QueryRouter, type RouterQueryAdapter } from '../../app/filters/router-query-adapter';

/** Account settings the dashboard reads (docs/listings.md). */
export const LISTINGS_SETTINGS = { internal: 'local_listings_internal', autoSync: 'auto_sync' } as const;

/** Everything /dashboard/local_listings holds while it is shown; built on mount, disposed on leave. */
export interface LocalListingsPageStores {
  adapter: RouterQueryAdapter;
  internal: boolean;
  /** null for a user with only the preview permission (F2-031): nothing is fetched. */
  dashboard: DashboardStore | null;
  autoSync: AutoSyncStore | null;
  flyout: SyncFlyoutStore | null;
  selection: ListingsSelection;
  /** The shared group dropdown's options (the locations list's); null without group read. */
  groups: TypeaheadList<NamedRow> | null;
  dispose(): void;
}

export function createLocalListingsPageStores(root: RootStore, router: QueryRouter, search: string): LocalListingsPageStores {
  const adapter = createRouterQueryAdapter(router, search);
  const internal = root.auth.isFeatureEnabled(LISTINGS_SETTINGS.internal);
  const accountId = root.auth.account_id;
  if (accountId === null || !can(root.auth.permissions, 'local_listing', 'read')) {
    return { adapter, internal, dashboard: null, autoSync: null, flyout: null, selection: new ListingsSelection(), groups: null, dispose: () => undefined };
  }
  const dashboard = new DashboardStore({ client: root.client, accountId, adapter, internal });
  const autoSync = new AutoSyncStore({
    client: root.client,
    accountId,
    notifier: root.notifier,
    onChanged: () => void dashboard.loader.reload(),
  });
  // The clipboard is read when used: it may be missing (insecure origin), which the copy button reports.
  const flyout = new SyncFlyoutStore(root.client, (text) => navigator.clipboard.writeText(text));
  const selection = new ListingsSelection();
  // The group dropdown is only shown with group read (P6-012), so only then are its options fetched.
  const groups = can(root.auth.permissions, 'group', 'read') ? new TypeaheadList<NamedRow>({ store: sessionResources(root).of<NamedRow>('group') }) : null;
  void groups?.load();
  // P2-136: 'Select {total} Rows' meant the rows of these filters; another filter deselects it.
  const stopDeselect = reaction(
    () => dashboardFilterKey(dashboard.query),
    () => selection.trueBulk && selection.clear(),
  );
  return {
    adapter,
    internal,
    dashboard,
    autoSync,
    flyout,
    selection,
    groups,
    dispose() {
      stopDeselect();
      groups?.dispose();
      flyout.dispose();
      dashboard.dispose();
    },
  };
}
