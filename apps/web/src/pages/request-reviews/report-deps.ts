import { can } from '@locus/auth';
import type { FilterBarKey } from '@locus/design-system';
import {
  CampaignReportsStore,
  createCampaignReportApi,
  createDoNotContactApi,
  createRequestHistoryApi,
  createRequestsOverviewApi,
  createWaysToAskApi,
  DoNotContactStore,
  RequestHistoryStore,
  RequestsOverviewStore,
  WaysToAskStore,
  type ComposeLocation,
} from '@locus/requests';
import { createFilterPageStores, type FilterPageStores } from '../../app/filters/filter-page-stores';
import type { QueryRouter } from '../../app/filters/router-query-adapter';
import type { RootStore } from '../../app/root-store';

/** The overview reads a period and a location or a group (P7-027); history and campaigns a location only. */
export const OVERVIEW_FILTERS: readonly FilterBarKey[] = ['date', 'group', 'location'];
export const REPORT_FILTERS: readonly FilterBarKey[] = ['date', 'location'];

const accountOf = (root: RootStore) => root.auth.account_id ?? 0;

/** Builds a report page's stores over the filter bar's URL state (the Ask for Reviews overview's defaults); the microsurvey summaries reuse it. */
export function reportPageStores<T extends { dispose(): void }>(
  root: RootStore,
  router: QueryRouter,
  search: string,
  build: () => T,
): FilterPageStores & { report: T } {
  const base = createFilterPageStores(root, router, search, 'requestOverview');
  const report = build();
  return {
    ...base,
    report,
    dispose() {
      report.dispose();
      base.dispose();
    },
  };
}

export type OverviewPageStores = ReturnType<typeof createOverviewPageStores>;
export type HistoryPageStores = ReturnType<typeof createHistoryPageStores>;
export type CampaignsPageStores = ReturnType<typeof createCampaignsPageStores>;

/** /request-reviews/overview: the funnel of the filter bar's period, location or group. */
export function createOverviewPageStores(root: RootStore, router: QueryRouter, search: string) {
  return reportPageStores(root, router, search, () => new RequestsOverviewStore({
    api: createRequestsOverviewApi(root.client, accountOf(root)),
  }));
}

/** /request-reviews/history: every request sent in the filter bar's period. */
export function createHistoryPageStores(root: RootStore, router: QueryRouter, search: string) {
  return reportPageStores(root, router, search, () => new RequestHistoryStore({
    api: createRequestHistoryApi(root.client, accountOf(root)),
  }));
}

/** /request-reviews/campaigns: the campaigns of the filter bar's period (their CSV fetched with the session). */
export function createCampaignsPageStores(root: RootStore, router: QueryRouter, search: string) {
  return reportPageStores(root, router, search, () => new CampaignReportsStore({
    api: createCampaignReportApi(root.client, accountOf(root)),
    notifier: root.notifier,
  }));
}

/** The account's do-not-contact list; editable with the contact create permission. */
export function doNotContactStore(root: RootStore): DoNotContactStore {
  return new DoNotContactStore({
    api: createDoNotContactApi(root.client, accountOf(root)),
    notifier: root.notifier,
    canEdit: can(root.auth.permissions, 'contact', 'create'),
  });
}

/** Ways to ask for the account's locations: the browser's clipboard and print dialog. */
export function waysToAskStore(root: RootStore, locations: readonly ComposeLocation[]): WaysToAskStore {
  return new WaysToAskStore({
    api: createWaysToAskApi(root.client, accountOf(root)),
    locations,
    copyText: (text) => navigator.clipboard.writeText(text),
    print: () => window.print(),
    notifier: root.notifier,
  });
}
