import { unwrap, type ApiClient } from '@locus/api-client';
import { readListPage } from '@locus/resources';
import type { RequestHistoryApi, ReviewRequest } from '../ports/request-history-api.js';
import type { RequestsPeriod } from '../ports/requests-overview-api.js';

/** The query parameters of a report period: its days and, when one is chosen, the location. */
export function periodQuery(period: Omit<RequestsPeriod, 'groupId'> | null): {
  start_date?: string;
  end_date?: string;
  location_id?: number;
} {
  if (!period) return {};
  return {
    // An open end of the range (All Time) is left out: the server reads it as unbounded.
    ...(period.startDate ? { start_date: period.startDate } : {}),
    ...(period.endDate ? { end_date: period.endDate } : {}),
    ...(period.locationId != null ? { location_id: period.locationId } : {}),
  };
}

/** RequestHistoryApi of one account. */
export function createRequestHistoryApi(client: ApiClient, accountId: number): RequestHistoryApi {
  return {
    async list({ page, perPage, period, outcome, keywords }, signal) {
      const reply = await unwrap(
        client.GET('/review_requests', {
          params: {
            query: {
              account_id: accountId,
              page,
              per_page: perPage,
              ...periodQuery(period),
              ...(outcome ? { outcome } : {}),
              ...(keywords.trim() ? { keywords: keywords.trim() } : {}),
            },
          },
          ...(signal ? { signal } : {}),
        }),
      );
      return readListPage<ReviewRequest>(reply, 'review_requests');
    },
  };
}
