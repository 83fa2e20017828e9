import { useStoreValue } from '@locus/resources';
import { useEffect } from 'react';
import type { CampaignReportsView } from '../model/campaign-report.js';
import type { RequestsPeriod } from '../ports/requests-overview-api.js';
import type { CampaignReportsStore } from '../store/campaign-report-store.js';

/** The campaign reports as the design system's CampaignReportsTable props, for the filter bar's period. */
export function useCampaignReports(store: CampaignReportsStore, period: RequestsPeriod): CampaignReportsView {
  const { startDate, endDate, locationId } = period;
  useEffect(() => {
    void store.setFilters({ startDate, endDate, locationId });
  }, [store, startDate, endDate, locationId]);
  return useStoreValue(() => store.view);
}
