import { can } from '@locus/auth';
import { createExportApi, ExportStore } from '@locus/filters';
import { DEFAULT_LIST_QUERY, LocationListStore, listQueryFromUrl, listQueryToUrl } from '@locus/locations';
import { TypeaheadList, stableStringify, type NamedRow } from '@locus/resources';
import { reaction } from 'mobx';
import type { RootStore } from '../../../app/root-store';
import { sessionResources } from '../../../app/session-resources';
import { createRouterQueryAdapter, type QueryRouter, type RouterQueryAdapter } from '../../../app/filters/router-query-adapter';
import { locationAreaApiOf } from '../location-area-api';

/** Everything /settings/locations holds while it is shown; built on mount, disposed on leave. */
export interface LocationListPageStores {
  adapter: RouterQueryAdapter;
  list: LocationListStore;
  groups: TypeaheadList<NamedRow>;
  exporter: ExportStore;
  dispose(): void;
}

/**
 * The list's query lives in the URL: a sort, group, page or finished keystroke burst is one navigation
 * (and one request); back, forward and links put their query into the list.
 */
export function createLocationListPageStores(root: RootStore, router: QueryRouter, search: string): LocationListPageStores {
  const adapter = createRouterQueryAdapter(router, search);
  const urlQuery = () => ({ ...DEFAULT_LIST_QUERY, ...listQueryFromUrl(adapter.get()) });
  const list = new LocationListStore({ api: locationAreaApiOf(root), initial: urlQuery() });
  const stopWriting = reaction(
    () => list.query,
    (query) => {
      // The URL already says this (e.g. it came from back/forward): nothing to write.
      if (stableStringify(query) === stableStringify(urlQuery())) return;
      adapter.set(listQueryToUrl(query));
    },
  );
  const stopReading = adapter.subscribe?.(() => list.applyQuery(urlQuery()));
  const groups = new TypeaheadList<NamedRow>({ store: sessionResources(root).of<NamedRow>('group') });
  // The group dropdown is only shown with group read (P6-012), so only then are its options fetched.
  if (can(root.auth.permissions, 'group', 'read')) void groups.load();
  const exporter = new ExportStore({ api: createExportApi(root.client), session: root.auth, notifier: root.notifier });
  return {
    adapter,
    list,
    groups,
    exporter,
    dispose() {
      stopWriting();
      stopReading?.();
      exporter.dispose();
      groups.dispose();
      list.dispose();
    },
  };
}

/** The export's filters: what the list shows, without sort or paging (P7-075). */
export function locationExportFilters(query: { keywords: string; groupId: number | null }): Record<string, unknown> {
  return {
    ...(query.keywords ? { keywords: query.keywords } : {}),
    ...(query.groupId !== null ? { group_id: query.groupId } : {}),
  };
}
