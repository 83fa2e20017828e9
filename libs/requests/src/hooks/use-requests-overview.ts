import { useStoreValue } from '@locus/resources';
import { useEffect } from 'react';
import type { RequestsOverviewView } from '../model/requests-overview.js';
import type { RequestsPeriod } from '../ports/requests-overview-api.js';
import type { RequestsOverviewStore } from '../store/requests-overview-store.js';

/**
 * The requests overview as the design system's RequestsOverview props, for the filter bar's state (plain
 * values): loads when they change, the latest filters winning.
 */
export function useRequestsOverview(
  store: RequestsOverviewStore,
  period: RequestsPeriod,
): RequestsOverviewView {
  const { startDate, endDate, locationId, groupId = null } = period;
  useEffect(() => {
    void store.load({ startDate, endDate, locationId, groupId });
  }, [store, startDate, endDate, locationId, groupId]);
  return useStoreValue(() => store.view);
}
