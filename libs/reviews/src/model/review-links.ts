import { filtersFromReviewDetail, parseSearch, toSearch } from '@locus/filters';

// The detail link lives in @locus/filters, beside the way back's inverse, so the dashboard builds it too.
export { reviewDetailHref } from '@locus/filters';

/** The way back from a review detail page: its query rebuilt into the list's filters (P2-122). */
export function reviewsBackHref(detailSearch: string): string {
  const search = toSearch(filtersFromReviewDetail(parseSearch(detailSearch)));
  return `/reviews${search ? `?${search}` : ''}`;
}
