/**
 * The dashboard's charts, breakdown and latest reviews in words (features.md section 9 formats): what the
 * views draw, each row with its link carrying the shared filters (P2-118).
 */
import moment from 'moment';
import { reviewDetailHref, type QueryValues, type ReviewsQuery } from '@locus/filters';
import type { LatestReview } from '../ports/latest-reviews-api.js';
import type { BreakdownRow, MetricsSources, MetricsTrend } from '../ports/scoring-api.js';
import { formatCount, formatDays, formatPercent, formatRating } from './display-formats.js';
import { reportHref } from './links.js';

// UTC: the server counts whole UTC days, so a bucket's label must not move with the viewer's time zone.
const DAY_LABEL = 'MMM D';
const MONTH_LABEL = 'MMM YYYY';
const FULL_DATE = 'MMM D, YYYY';

/** One point of the rating and volume trend. */
export interface TrendPointView {
  /** 'Mar 4' (a day or the week's first day) or 'Mar 2026'. */
  label: string;
  rating: number | null;
  ratingText: string;
  reviews: number;
}

export function trendPointViews(trend: MetricsTrend): TrendPointView[] {
  const format = trend.bucket === 'month' ? MONTH_LABEL : DAY_LABEL;
  return trend.points.map((p) => ({
    label: moment.utc(p.start_date).format(format), rating: p.avg_rating, ratingText: formatRating(p.avg_rating), reviews: p.total_reviews,
  }));
}

/** A source's reviews; the pie keeps the top 4 and sums the rest as Other (P9-039). */
export interface SourceSliceView {
  id: string;
  label: string;
  value: number;
}

export const sourceSlices = (sources: MetricsSources): SourceSliceView[] =>
  sources.sources.map((s) => ({ id: String(s.source_id), label: s.source_name, value: s.total_reviews }));

/** A location's (or group's) figures, linking to Location Performance for it. */
export interface BreakdownRowView {
  /** 'location-7' or 'group-3'. */
  key: string;
  name: string;
  href: string;
  rating: string;
  reviews: string;
  responseRate: string;
  responseTime: string;
}

export const breakdownRowView = (row: BreakdownRow, query: QueryValues): BreakdownRowView => ({
  key: `${row.kind}-${row.id}`,
  name: row.kind === 'group' ? row.group_name : row.location_name,
  href: reportHref(row, query),
  rating: formatRating(row.avg_rating),
  reviews: formatCount(row.total_reviews),
  responseRate: formatPercent(row.response_rate),
  responseTime: formatDays(row.response_time),
});

/** One of the latest reviews, linking to its page with the dashboard's filters (its way back rebuilds them, P2-122). */
export interface LatestReviewView {
  id: number;
  author: string;
  /** 0 to 5; 0 is a review without stars. */
  rating: number;
  ratingText: string;
  source: string;
  location: string;
  date: string;
  text: string;
  href: string;
}

/** `query`: the reviews list's query the latest reviews were read with. */
export const latestReviewView = (review: LatestReview, query: ReviewsQuery): LatestReviewView => ({
  id: review.id,
  author: review.author_name ?? 'Anonymous',
  rating: review.rating,
  ratingText: review.rating > 0 ? `${review.rating} out of 5 stars` : 'No rating',
  source: review.source_name,
  location: review.location_name,
  date: moment.utc(review.published_at).format(FULL_DATE),
  text: review.content ?? review.title ?? '',
  href: reviewDetailHref(review.id, query),
});
