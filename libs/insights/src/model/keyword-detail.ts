import type { Schemas } from '@locus/api-client';
import moment from 'moment';
import { categoryLabel } from './categories.js';
import { formatAverageRating, roundPercent } from './keyword-grid.js';

export type KeywordDetail = Schemas['KeywordDetail'];

export interface TrendPoint {
  month: string;
  /** 'Jan 2026' */
  label: string;
  positive: number;
  negative: number;
  neutral: number;
}

export interface KeywordSummary {
  short: string;
  categoryLabel: string | null;
  positiveMentions: number;
  negativeMentions: number;
  percentPositiveText: string;
  averageRatingText: string;
}

export function keywordSummary(detail: KeywordDetail): KeywordSummary {
  const percent = roundPercent(detail.percent_positive);
  return {
    short: detail.short,
    categoryLabel: detail.category ? categoryLabel(detail.category) : null,
    positiveMentions: detail.positive_mentions,
    negativeMentions: detail.negative_mentions,
    percentPositiveText: percent === null ? '-' : `${percent}%`,
    averageRatingText: formatAverageRating(detail.average_rating),
  };
}

/** The trend as chart points, one per month with mentions (the server leaves empty months out). */
export function trendPoints(detail: KeywordDetail): TrendPoint[] {
  return detail.trend.map((point) => ({
    month: point.month,
    label: moment.utc(point.month, 'YYYY-MM').format('MMM YYYY'),
    positive: point.positive_mentions,
    negative: point.negative_mentions,
    neutral: point.neutral_mentions,
  }));
}
