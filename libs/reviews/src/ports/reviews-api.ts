import type { Schemas } from '@locus/api-client';
import type { ReviewsQuery } from '@locus/filters';

export type ReviewsPage = Schemas['ReviewList'];

/**
 * The reviews call of the list (section 7, Reviews). The app adapts its API client to this port, so the
 * list, the route's preload and their tests stay free of HTTP.
 */
export interface ReviewsApi {
  /** One page of reviews for the filters' query: the list's load and the route's preload send the same. */
  page(query: ReviewsQuery, perPage: number, signal?: AbortSignal): Promise<ReviewsPage>;
}

/** GET /reviews/{id}: the review with its responses, location (for the reply's placeholders) and tags. */
export interface ReviewDetailApi {
  detail(id: number, signal?: AbortSignal): Promise<Schemas['ReviewDetail']>;
}
