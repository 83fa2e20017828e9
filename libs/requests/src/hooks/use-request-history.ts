import { useStoreValue } from '@locus/resources';
import { useEffect } from 'react';
import type { RequestHistoryView } from '../model/request-history.js';
import type { RequestsPeriod } from '../ports/requests-overview-api.js';
import type { RequestHistoryStore } from '../store/request-history-store.js';

/** The request history as the design system's RequestHistoryTable props, for the filter bar's period. */
export function useRequestHistory(store: RequestHistoryStore, period: RequestsPeriod): RequestHistoryView {
  const { startDate, endDate, locationId } = period;
  useEffect(() => {
    void store.setPeriod({ startDate, endDate, locationId });
  }, [store, startDate, endDate, locationId]);
  return useStoreValue(() => store.view);
}
