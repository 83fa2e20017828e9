import { unwrap, type ApiClient } from '@locus/api-client';
import type { ReviewAlertsApi } from '../ports/review-alerts-api.js';

/** ReviewAlertsApi in one account: both calls name it (P7-009), as an admin's parent account may switch. */
export function createReviewAlertsApi(client: ApiClient, accountId: number): ReviewAlertsApi {
  return {
    get: (userId, signal) =>
      unwrap(
        client.GET('/users/{id}/review_alert', {
          params: { path: { id: userId }, query: { account_id: accountId } },
          ...(signal ? { signal } : {}),
        }),
      ),
    save: (userId, { enabled, ratings, group_ids }) =>
      unwrap(
        client.PUT('/users/{id}/review_alert', {
          params: { path: { id: userId }, query: { account_id: accountId } },
          body: { enabled, ratings, group_ids },
        }),
      ),
  };
}
