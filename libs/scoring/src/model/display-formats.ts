/**
 * The display formats of features.md section 9 (F9-035 to F9-046). The server sends full precision; only the
 * page rounds, and only here.
 */

/** What a missing figure or change shows (F9-043). */
export const NOT_AVAILABLE = 'N/A';
/** What a change under 1 shows (F9-042). */
export const UNDER_ONE = '<1%';

const isNumber = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** F9-037: a score out of 100, as a whole number. */
export const formatScore = (score: number | null | undefined): string => (isNumber(score) ? String(Math.round(score)) : NOT_AVAILABLE);

/** F9-039: the average rating with 2 decimals. */
export const formatRating = (rating: number | null | undefined): string => (isNumber(rating) ? rating.toFixed(2) : NOT_AVAILABLE);

/** F9-038, F3-040: response time in days with 2 decimals. */
export const formatDays = (days: number | null | undefined): string => (isNumber(days) ? `${days.toFixed(2)} days` : NOT_AVAILABLE);

/** F9-040: a rate or sync share (a fraction) as a whole percent. */
export const formatPercent = (fraction: number | null | undefined): string =>
  isNumber(fraction) ? `${Math.round(fraction * 100)}%` : NOT_AVAILABLE;

/** F9-041: the industry's response rate comes as a fraction like the account's; the page multiplies it by 100. */
export const industryResponseRate = (fraction: number | null | undefined): number | null => (isNumber(fraction) ? fraction * 100 : null);

/** F9-035: a weight (a fraction) as a percent with 2 decimals. */
export const formatWeight = (weight: number): string => `${(weight * 100).toFixed(2)}%`;

/** A count (reviews, photos): whole numbers as they are, others with at most one decimal. */
export const formatCount = (count: number | null | undefined): string =>
  isNumber(count) ? String(Math.round(count * 10) / 10) : NOT_AVAILABLE;

/**
 * How a change is measured: `relative` (percent of the previous value: rating, volume, time, photos, scores)
 * or `points` (percentage points, for figures already shown as percents: rates and sync shares).
 */
export type ChangeKind = 'relative' | 'points';

export interface Change {
  /** '12%', '<1%' (F9-042) or 'N/A' (F9-043). */
  text: string;
  direction: 'up' | 'down' | 'flat' | null;
  /** Whether the move is for the better (a shorter response time is); null when flat or unknown. */
  better: boolean | null;
}

/**
 * F4-106: a figure against its previous period (`_lag`). Missing on either side, or a relative change from 0,
 * is 'N/A'; a change whose size is under 1 is '<1%'.
 */
export function changeOf(
  current: number | null | undefined,
  lag: number | null | undefined,
  options: { kind?: ChangeKind; lowerIsBetter?: boolean } = {},
): Change {
  if (!isNumber(current) || !isNumber(lag) || (options.kind !== 'points' && lag === 0))
    return { text: NOT_AVAILABLE, direction: null, better: null };
  const delta = options.kind === 'points' ? (current - lag) * 100 : ((current - lag) / Math.abs(lag)) * 100;
  const size = Math.abs(delta);
  const direction = delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat';
  const better = direction === 'flat' ? null : (direction === 'up') !== (options.lowerIsBetter ?? false);
  return { text: size < 1 ? UNDER_ONE : `${Math.round(size)}%`, direction, better };
}

export type Medal = 'gold' | 'silver' | 'bronze';

const MEDALS: readonly Medal[] = ['gold', 'silver', 'bronze'];

/** F9-046: ranks 1 to 3 get a medal, only while the report is sorted by rank. */
export function medalOf(rank: number | null | undefined, sortedByRank: boolean): Medal | null {
  if (!sortedByRank || !isNumber(rank)) return null;
  return MEDALS[rank - 1] ?? null;
}
