import type { Schemas } from '@locus/api-client';

export type CampaignOverview = Schemas['CampaignOverview'];

/** The reports' filter state as the app holds it: days 'YYYY-MM-DD', a location or a group (null: all). */
export interface RequestsPeriod {
  startDate: string;
  endDate: string;
  locationId: number | null;
  groupId?: number | null;
}

/** The requests overview: GET /reports/{account_id}/campaign/overview (P7-027). */
export interface RequestsOverviewApi {
  get(period: RequestsPeriod, signal?: AbortSignal): Promise<CampaignOverview>;
}
