import { unwrap, type ApiClient } from '@locus/api-client';
import type { RequestsOverviewApi } from '../ports/requests-overview-api.js';
import { periodQuery } from './request-history-api.js';

/** RequestsOverviewApi of one account (the account is in the report's path, P7-027). */
export function createRequestsOverviewApi(client: ApiClient, accountId: number): RequestsOverviewApi {
  return {
    get: (period, signal) =>
      unwrap(
        client.GET('/reports/{account_id}/campaign/overview', {
          params: {
            path: { account_id: accountId },
            query: {
              ...periodQuery(period),
              ...(period.groupId != null ? { group_id: period.groupId } : {}),
            },
          },
          ...(signal ? { signal } : {}),
        }),
      ),
  };
}
