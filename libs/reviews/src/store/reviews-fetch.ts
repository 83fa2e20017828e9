import type { ApiClient, Schemas } from '@locus/api-client';
import { unwrap } from '@locus/api-client';
import type { ReviewsQuery } from '@locus/filters';

export type ReviewsPage = Schemas['ReviewList'];

/** Reviews per page unless the page asks for another count (its skeleton reserves this many rows). */
export const REVIEWS_PER_PAGE = 25;

/** One page of `GET /reviews` for the filters' query: the list's load and the route's preload send the same. */
export function fetchReviewsPage(
  client: ApiClient,
  query: ReviewsQuery,
  perPage: number = REVIEWS_PER_PAGE,
  signal?: AbortSignal,
): Promise<ReviewsPage> {
  return unwrap(
    client.GET('/reviews', {
      // The contract sorts reviews by published_at only; the filter store's sort says so too.
      params: { query: { ...query, 'sort[by]': 'published_at', per_page: perPage } },
      ...(signal ? { signal } : {}),
    }),
  );
}
