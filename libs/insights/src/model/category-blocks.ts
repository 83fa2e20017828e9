import type { Schemas } from '@locus/api-client';
import type { QueryValues } from '@locus/filters';
import { categoryLabel } from './categories.js';
import { roundPercent } from './keyword-grid.js';
import { categoryHref } from './links.js';

export type CategoryCount = Schemas['CategoryCount'];

/** One experience category block (P3-024: the category id is lower case). */
export interface CategoryBlock {
  category: string;
  label: string;
  /** The icon's name: the category id itself (F3-054 names an icon for each). */
  icon: string;
  positiveCount: number;
  negativeCount: number;
  totalCount: number;
  /** Positive share of every mention, rounded. */
  percentPositive: number | null;
  href: string;
}

export function categoryBlock(count: CategoryCount, query: QueryValues): CategoryBlock {
  const category = count.category.toLowerCase();
  return {
    category,
    label: categoryLabel(category),
    icon: category,
    positiveCount: count.positive_count,
    negativeCount: count.negative_count,
    totalCount: count.total_count,
    percentPositive: count.total_count === 0 ? null : roundPercent((100 * count.positive_count) / count.total_count),
    href: categoryHref(category, query),
  };
}
