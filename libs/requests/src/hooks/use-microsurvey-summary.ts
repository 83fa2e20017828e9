import { useStoreValue } from '@locus/resources';
import { useEffect } from 'react';
import type { MicrosurveySummaryView } from '../model/microsurvey-summary.js';
import type { RequestsPeriod } from '../ports/requests-overview-api.js';
import type { MicrosurveySummaryStore } from '../store/microsurvey-summary-store.js';

/** One survey's summaries as the design system's MicrosurveySummary props, for the filter bar's period. */
export function useMicrosurveySummary(store: MicrosurveySummaryStore, period: RequestsPeriod): MicrosurveySummaryView {
  const { startDate, endDate, locationId } = period;
  useEffect(() => {
    void store.setPeriod({ startDate, endDate, locationId });
  }, [store, startDate, endDate, locationId]);
  return useStoreValue(() => store.view);
}
