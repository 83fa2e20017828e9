import type { DateRange } from '@locus/filters';
import type { RequestsPeriod } from '../ports/requests-overview-api.js';

/** What the reports read of the app's filter bar (the filters lib's FilterStore has it). */
export interface RequestsFilterState {
  range: DateRange;
  locationId?: number | undefined;
  groupId?: number | undefined;
}

/**
 * The filter bar's state as the reports' period. An open end (All Time has no start) is an empty day, which
 * the calls leave out, so the server reads it as unbounded.
 */
export function requestsPeriod(filters: RequestsFilterState): RequestsPeriod {
  return {
    startDate: filters.range.from ?? '',
    endDate: filters.range.to ?? '',
    locationId: filters.locationId ?? null,
    groupId: filters.groupId ?? null,
  };
}
