import { unwrap, type ApiClient } from '@locus/api-client';
import type { ReviewDetailApi, ReviewsApi } from '../ports/reviews-api.js';

/** ReviewsApi (and the one review's call) over the generated client. */
export function createReviewsApi(client: ApiClient): ReviewsApi & ReviewDetailApi {
  return {
    detail: (id, signal) => unwrap(client.GET('/reviews/{id}', { params: { path: { id } }, ...(signal ? { signal } : {}) })),
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
