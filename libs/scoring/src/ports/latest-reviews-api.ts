import type { Schemas } from '@locus/api-client';
import type { ReviewsQuery } from '@locus/filters';

export type LatestReview = Schemas['Review'];

/** The dashboard's latest reviews: the newest of the reviews list for the same filters (GET /reviews). */
export interface LatestReviewsApi {
  latest(query: ReviewsQuery, count: number, signal?: AbortSignal): Promise<LatestReview[]>;
}
