import type { Schemas } from '@locus/api-client';
import type { QueryValues } from '@locus/filters';
import { categoryLabel } from './categories.js';
import { keywordHref } from './links.js';

export type Keyword = Schemas['Keyword'];

/** One keyword of the grid as a view shows it. */
export interface KeywordCell {
  short: string;
  positiveMentions: number;
  negativeMentions: number;
  /** F9-069: rounded; null when the keyword has no positive and no negative mention. */
  percentPositive: number | null;
  percentPositiveText: string;
  /** F9-068: two decimals; '-' without a rated review. */
  averageRatingText: string;
  category: string | null;
  categoryLabel: string | null;
  href: string;
  /** The same page narrowed to the positive or the negative mentions. */
  positiveHref: string;
  negativeHref: string;
}

/** F9-069 */
export const roundPercent = (value: number | null | undefined): number | null => (value === null || value === undefined ? null : Math.round(value));

/** F9-068 */
export const formatAverageRating = (value: number | null | undefined): string => (value === null || value === undefined ? '-' : value.toFixed(2));

export function keywordCell(keyword: Keyword, query: QueryValues): KeywordCell {
  const percent = roundPercent(keyword.percent_positive);
  return {
    short: keyword.short,
    positiveMentions: keyword.positive_mentions,
    negativeMentions: keyword.negative_mentions,
    percentPositive: percent,
    percentPositiveText: percent === null ? '-' : `${percent}%`,
    averageRatingText: formatAverageRating(keyword.average_rating),
    category: keyword.category ?? null,
    categoryLabel: keyword.category ? categoryLabel(keyword.category) : null,
    href: keywordHref(keyword.short, query),
    positiveHref: keywordHref(keyword.short, { ...query, sentiment: 'positive' }),
    negativeHref: keywordHref(keyword.short, { ...query, sentiment: 'negative' }),
  };
}
