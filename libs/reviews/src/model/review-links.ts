import { filtersFromReviewDetail, parseSearch, toSearch, type ReviewsQuery } from '@locus/filters';

/** The filters a review detail link carries, in the server's names, so the way back can rebuild them. */
const DETAIL_KEYS = ['published_after', 'published_before', 'group_id', 'location_id', 'source_id'] as const;

/** /reviews/{id} with the list's date span and group/location/source (P2-122). */
export function reviewDetailHref(id: number, query: ReviewsQuery): string {
  const carried: Record<string, string> = {};
  for (const key of DETAIL_KEYS) {
    const value = query[key];
    if (value !== undefined) carried[key] = String(value);
  }
  const search = toSearch(carried);
  return `/reviews/${id}${search ? `?${search}` : ''}`;
}

/** The way back from a review detail page: its query rebuilt into the list's filters (P2-122). */
export function reviewsBackHref(detailSearch: string): string {
  const search = toSearch(filtersFromReviewDetail(parseSearch(detailSearch)));
  return `/reviews${search ? `?${search}` : ''}`;
}
