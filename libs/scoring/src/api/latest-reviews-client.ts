import { unwrap, type ApiClient } from '@locus/api-client';
import type { LatestReviewsApi } from '../ports/latest-reviews-api.js';

/** LatestReviewsApi over the generated client: the reviews list's first page, newest first. */
export function createLatestReviewsApi(client: ApiClient): LatestReviewsApi {
  return {
    async latest(query, count, signal) {
      const params = { query: { ...query, 'sort[by]': 'published_at' as const, 'sort[order]': 'desc' as const, per_page: count } };
      const reply = await unwrap(client.GET('/reviews', { params, signal }));
      return reply._embedded.reviews;
    },
  };
}
