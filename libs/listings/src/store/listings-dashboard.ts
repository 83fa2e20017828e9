import type { ApiClient } from '@locus/api-client';
import { can } from '@locus/auth';
import type { QueryAdapter } from '@locus/filters';
import { RequestAccessStore, TypeaheadList, type NamedRow, type Notifier, type ResourceStore } from '@locus/resources';
import { reaction } from 'mobx';
import { createListingsApi } from '../api/listings-api.js';
import { dashboardFilterKey } from '../model/dashboard-query.js';
import { LISTINGS_SETTINGS } from '../model/settings.js';
import type { ListingsSession } from '../ports/session.js';
import { AutoSyncStore } from './auto-sync-store.js';
import type { WriteText } from './copy-feedback.js';
import { DashboardStore } from './dashboard-store.js';
import { ListingsSelection } from './listings-selection.js';
import { SyncFlyoutStore } from './sync-flyout-store.js';

export interface ListingsDashboardDeps {
  /** Adapted here to the ListingsApi port, so the page passes only its client. */
  client: ApiClient;
  session: ListingsSession;
  notifier: Notifier;
  /** The URL holding the dashboard's query (the app implements it with its router). */
  adapter: QueryAdapter;
  /** The session's groups, asked for only when the group dropdown is shown. */
  groupStore: () => ResourceStore<NamedRow>;
  /** The session's locations, for the location and locations filters. */
  locationStore: () => ResourceStore<NamedRow>;
  /** The clipboard, read when used: it may be missing (insecure origin), which the copy button reports. */
  writeText: WriteText;
}

/** Everything the Local Listings dashboard holds while it is shown. */
export interface ListingsDashboard {
  session: ListingsSession;
  internal: boolean;
  /** null for a user with only the preview permission (F2-031): nothing is fetched. */
  dashboard: DashboardStore | null;
  autoSync: AutoSyncStore | null;
  flyout: SyncFlyoutStore | null;
  selection: ListingsSelection;
  /** The shared group dropdown's options (the locations list's); null without group read (P6-012). */
  groups: TypeaheadList<NamedRow> | null;
  /** The location filters' options; null without location read. */
  locations: TypeaheadList<NamedRow> | null;
  /** The preview screen's Request Access (F7-049); null when the dashboard shows. */
  access: RequestAccessStore | null;
  dispose(): void;
}

/** Builds the dashboard's stores with their gating, and the reactions between them. */
export function createListingsDashboard(deps: ListingsDashboardDeps): ListingsDashboard {
  const { client, session, notifier, adapter } = deps;
  const internal = session.isFeatureEnabled(LISTINGS_SETTINGS.internal);
  const accountId = session.account_id;
  const selection = new ListingsSelection();
  const api = createListingsApi(client, () => session.user_id ?? null);
  if (accountId === null || !can(session.permissions, 'local_listing', 'read')) {
    const access = new RequestAccessStore(api);
    return { session, internal, dashboard: null, autoSync: null, flyout: null, selection, groups: null, locations: null, access, dispose: () => undefined };
  }
  const dashboard = new DashboardStore({ api, accountId, adapter, internal });
  const autoSync = new AutoSyncStore({ api, accountId, notifier, onChanged: () => void dashboard.loader.reload() });
  const flyout = new SyncFlyoutStore({
    api, writeText: deps.writeText, accountId, notifier,
    directoryFlagOn: session.isFeatureEnabled(LISTINGS_SETTINGS.directoryPublishing),
    canUpdate: can(session.permissions, 'location', 'update'),
    onChanged: () => void dashboard.loader.reload(),
  });
  const groups = can(session.permissions, 'group', 'read') ? new TypeaheadList<NamedRow>({ store: deps.groupStore() }) : null;
  void groups?.load();
  // Loaded when a location dropdown first opens (the typeahead's loadOnce).
  const locations = can(session.permissions, 'location', 'read') ? new TypeaheadList<NamedRow>({ store: deps.locationStore() }) : null;
  // P2-136: 'Select {total} Rows' meant the rows of these filters; another filter deselects it.
  const stopDeselect = reaction(
    () => dashboardFilterKey(dashboard.query),
    () => selection.trueBulk && selection.clear(),
  );
  return {
    session,
    internal,
    dashboard,
    autoSync,
    flyout,
    selection,
    groups,
    locations,
    access: null,
    dispose() {
      stopDeselect();
      groups?.dispose();
      locations?.dispose();
      flyout.dispose();
      dashboard.dispose();
    },
  };
}
