import { can } from '@locus/auth';
import { createExportApi, ExportStore, type ExportInput } from '@locus/filters';
import {
  createMicrosurveysApi,
  MicrosurveysStore,
  MicrosurveySummaryStore,
  type RequestsPeriod,
} from '@locus/requests';
import type { QueryRouter } from '../../app/filters/router-query-adapter';
import type { RootStore } from '../../app/root-store';
import { reportPageStores } from './report-deps';

/** The account setting every microsurvey call needs (403 without it). */
export const MICROSURVEYS_SETTING = 'microsurveys';

/** What the microsurvey pages say without the setting. */
export const MICROSURVEYS_NOT_ENABLED =
  'Microsurveys are not enabled for your account. Contact your account manager to turn them on.';

const accountOf = (root: RootStore) => root.auth.account_id ?? 0;

/** The account's microsurveys: the browser's clipboard, the app's origin for share links, the router. */
export function microsurveysStore(root: RootStore, navigate: (href: string) => void): MicrosurveysStore {
  const { permissions } = root.auth;
  return new MicrosurveysStore({
    api: createMicrosurveysApi(root.client, accountOf(root)),
    notifier: root.notifier,
    origin: () => window.location.origin,
    copyText: (text) => navigator.clipboard.writeText(text),
    openSummaries: navigate,
    canEdit: can(permissions, 'campaign', 'create') && can(permissions, 'campaign', 'update'),
    canDelete: can(permissions, 'campaign', 'delete'),
  });
}

export type MicrosurveySummaryPageStores = ReturnType<typeof createMicrosurveySummaryPageStores>;

/** /request-reviews/microsurveys/{id}/summaries: the survey's summary over the filter bar, and its export. */
export function createMicrosurveySummaryPageStores(root: RootStore, router: QueryRouter, search: string, id: number) {
  const exporter = new ExportStore({ api: createExportApi(root.client), session: root.auth, notifier: root.notifier });
  const stores = reportPageStores(root, router, search, () =>
    new MicrosurveySummaryStore({ api: createMicrosurveysApi(root.client, accountOf(root)), id }),
  );
  return {
    ...stores,
    exporter,
    dispose() {
      exporter.dispose();
      stores.dispose();
    },
  };
}

/** The export of the survey's responses in the period (P3-028: resource_id is the survey). */
export function microsurveyExportInput(id: number, period: RequestsPeriod): ExportInput {
  return {
    resource: 'microsurvey_responses',
    resource_id: id,
    filters: {
      ...(period.startDate ? { start_date: period.startDate } : {}),
      ...(period.endDate ? { end_date: period.endDate } : {}),
      ...(period.locationId != null ? { location_id: period.locationId } : {}),
    },
  };
}
