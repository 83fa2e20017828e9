import type { Schemas } from '@locus/api-client';
import type { ListPage } from '@locus/resources';
import type { RequestsPeriod } from './requests-overview-api.js';

export type CampaignReport = Schemas['CampaignReport'];
export type CampaignReportSort = 'name' | 'sent_at' | 'sent' | 'opened' | 'clicked';

/** The filters both the table and its CSV use: the filter bar's period and location. */
export type CampaignReportFilters = Omit<RequestsPeriod, 'groupId'> | null;

export interface CampaignReportQuery {
  page: number;
  perPage: number;
  sortBy: CampaignReportSort;
  sortOrder: 'asc' | 'desc';
  filters: CampaignReportFilters;
}

/** The campaign reports: GET /reports/{account_id}/campaigns (P7-027) and /export/csv/campaigns (P7-079). */
export interface CampaignReportApi {
  list(query: CampaignReportQuery, signal?: AbortSignal): Promise<ListPage<CampaignReport>>;
  /** The CSV's link with these filters (relative to the page, under the API's base). */
  csvHref(filters: CampaignReportFilters): string;
  /** Fetches the CSV with the session's credentials and hands it to the user. */
  downloadCsv(filters: CampaignReportFilters): Promise<void>;
}
