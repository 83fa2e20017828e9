import { unwrap, type ApiClient } from '@locus/api-client';
import type { ReviewsApi } from '../ports/reviews-api.js';

/** ReviewsApi over the generated client. */
export function createReviewsApi(client: ApiClient): ReviewsApi {
  return {
    page: (query, perPage, signal) =>
      unwrap(
        client.GET('/reviews', {
          // The contract sorts reviews by published_at only; the filter store's sort says so too.
          params: { query: { ...query, 'sort[by]': 'published_at', per_page: perPage } },
          ...(signal ? { signal } : {}),
        }),
      ),
  };
}
