import type { QueryValues } from '@locus/filters';
import type { PerformanceRow } from '../ports/scoring-api.js';
import {
  changeOf, formatCount, formatDays, formatPercent, formatRating, formatScore, medalOf, type Change, type ChangeKind, type Medal,
} from './display-formats.js';
import { rowHref } from './links.js';

/** A figure of the report as shown, with its change against the previous period when the toggle is on. */
export interface ReportCell {
  text: string;
  change: Change | null;
}

export interface ReportRow {
  id: number;
  kind: PerformanceRow['kind'];
  rank: number | null;
  /** F9-046 */
  medal: Medal | null;
  name: string;
  /** The address line of a location; the location count of a group. */
  detail: string;
  href: string;
  score: ReportCell;
  legacyScore: ReportCell;
  targetScore: ReportCell;
  avgRating: ReportCell;
  totalReviews: ReportCell;
  responseRate: ReportCell;
  responseTime: ReportCell;
  listingsInSync: ReportCell;
  mediaCount: ReportCell;
}

type Figure = 'score' | 'legacy_score' | 'target_score' | 'avg_rating' | 'total_reviews' | 'response_rate' | 'response_time' | 'listings_in_sync' | 'media_count';

function cell(
  row: PerformanceRow,
  figure: Figure,
  format: (value: number | null) => string,
  compare: boolean,
  options: { kind?: ChangeKind; lowerIsBetter?: boolean } = {},
): ReportCell {
  const value = row[figure];
  const lag = (row as Partial<Record<`${Figure}_lag`, number | null>>)[`${figure}_lag`];
  return { text: format(value), change: compare ? changeOf(value, lag, options) : null };
}

const addressOf = (row: Extract<PerformanceRow, { kind: 'location' }>) =>
  [row.location_address, row.location_city, [row.location_state, row.location_zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

/**
 * A report row in words (F3-038, F3-041, the formats of section 9): medals while sorted by rank, changes while
 * the previous-period toggle is on (F4-106), the link to the dashboard with the row's filter.
 */
export function reportRow(row: PerformanceRow, options: { query: QueryValues; sortedByRank: boolean; compare: boolean }): ReportRow {
  const { compare } = options;
  const rates = { kind: 'points' as const };
  return {
    id: row.id,
    kind: row.kind,
    rank: row.rank,
    medal: medalOf(row.rank, options.sortedByRank),
    name: row.kind === 'group' ? row.group_name : row.location_name,
    detail: row.kind === 'group' ? `${row.location_count} ${row.location_count === 1 ? 'location' : 'locations'}` : addressOf(row),
    href: rowHref(row, options.query),
    score: cell(row, 'score', formatScore, compare),
    legacyScore: cell(row, 'legacy_score', formatScore, compare),
    targetScore: cell(row, 'target_score', formatScore, compare),
    avgRating: cell(row, 'avg_rating', formatRating, compare),
    totalReviews: cell(row, 'total_reviews', formatCount, compare),
    responseRate: cell(row, 'response_rate', formatPercent, compare, rates),
    responseTime: cell(row, 'response_time', formatDays, compare, { lowerIsBetter: true }),
    listingsInSync: cell(row, 'listings_in_sync', formatPercent, compare, rates),
    mediaCount: cell(row, 'media_count', formatCount, compare),
  };
}
