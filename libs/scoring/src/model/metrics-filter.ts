import type { ReviewsQuery } from '@locus/filters';
import type { MetricsFilter } from '../ports/scoring-api.js';

/**
 * All time has no first day, and the server reads a missing start as six months before the end (P2-108): the
 * earliest day it accepts stands for "all".
 */
export const ALL_TIME_START = '1900-01-01';

/** The filter bar's server query in the metrics calls' names: the period and location, group and source. */
export function metricsFilter(reviews: ReviewsQuery): MetricsFilter {
  const filter: MetricsFilter = { start_date: reviews.published_after ?? ALL_TIME_START };
  if (reviews.published_before) filter.end_date = reviews.published_before;
  if (reviews.group_id !== undefined) filter.group_id = reviews.group_id;
  if (reviews.location_id !== undefined) filter.location_id = reviews.location_id;
  if (reviews.source_id !== undefined) filter.source_id = reviews.source_id;
  return filter;
}
