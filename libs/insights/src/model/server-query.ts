import type { ReviewsQuery } from '@locus/filters';

/** The insights filter as the server names it (F3-060, F7-066); sentiment is a word (P2-124). */
export interface InsightsQuery {
  published_after?: string;
  published_before?: string;
  group_id?: number;
  location_id?: number;
  source_id?: number;
  rating?: number[];
  sentiment?: 'positive' | 'negative';
  category?: 'food' | 'service' | 'atmosphere' | 'value' | 'consumer' | 'customer' | 'product' | 'location' | 'carequality' | 'bedsidemanner' | 'staff' | 'waittime' | 'facilities' | 'patient';
}

/**
 * The filter bar's server query (the filters lib's, shared with reviews) in the insights shape: no cursors
 * or review sort, the sentiment as a word, and the category only when it is one the server knows.
 */
export function insightsQuery(reviews: ReviewsQuery, knownCategory: (value: string) => boolean): InsightsQuery {
  const query: InsightsQuery = {};
  if (reviews.published_after) query.published_after = reviews.published_after;
  if (reviews.published_before) query.published_before = reviews.published_before;
  if (reviews.group_id !== undefined) query.group_id = reviews.group_id;
  if (reviews.location_id !== undefined) query.location_id = reviews.location_id;
  if (reviews.source_id !== undefined) query.source_id = reviews.source_id;
  if (reviews.rating?.length) query.rating = reviews.rating;
  if (reviews.sentiment !== undefined) query.sentiment = reviews.sentiment === 1 ? 'positive' : 'negative';
  if (reviews.category && knownCategory(reviews.category)) query.category = reviews.category as InsightsQuery['category'];
  return query;
}
