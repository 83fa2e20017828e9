/**
 * Report rows and score entries as the contract sends them (F3-038 to F3-042), built from counted sums by the
 * shared formula (`@locus/scoring/formula`), and their sort (F9-031): shared by the report, the score lists and, later, the CSVs.
 */
import type { Schema } from '../../http/schemas.js';
import type { SortOrder } from '../../http/lists/sorting.js';
import {
  figuresOf, groupScores, NO_SUMS, poolSums, ranksOf, rowScores, type FigureSums, type Figures, type RowScores, type Targets,
} from '@locus/scoring/formula';

type Performance = Schema<'PerformanceFigures'>;
export type PerformanceSort = Schema<'PerformanceSort'>;

/** One scored row (a location or a group) of the period, with the previous period when asked. */
export interface Scored<E> {
  entity: E;
  name: string;
  id: number;
  figures: Figures;
  scores: RowScores;
  previous: { figures: Figures; scores: RowScores } | null;
  rank: number | null;
  /** The days the volume target counted over (scoreDays). */
  days: number;
}

/** Scores each location's sums and ranks them among themselves (rank 1: the highest score). */
export function scoreLocations<E extends { id: number; name: string }>(
  rows: readonly { entity: E; sums: FigureSums; previous: FigureSums | null }[], days: number, targets: Targets,
): Scored<E>[] {
  const scored = rows.map(({ entity, sums, previous }) => {
    const figures = figuresOf(sums);
    const before = previous === null ? null : figuresOf(previous);
    return {
      entity, id: entity.id, name: entity.name, figures, scores: rowScores(figures, days, targets),
      previous: before === null ? null : { figures: before, scores: rowScores(before, days, targets) }, rank: null, days,
    };
  });
  return withRanks(scored);
}

function withRanks<E>(rows: Scored<E>[]): Scored<E>[] {
  const ranks = ranksOf(rows.map((r) => r.scores.score));
  return rows.map((r, i) => ({ ...r, rank: ranks[i] ?? null }));
}

/**
 * Groups scored from their member locations' rows: figures pooled over the members' sums, scores the mean of
 * the members' scores (docs/scoring.md), ranked among the groups.
 */
export function scoreGroups<E extends { id: number; name: string; locationIds: number[] }>(
  groups: readonly E[],
  members: ReadonlyMap<number, { sums: FigureSums; previous: FigureSums | null; scored: Scored<unknown> }>,
  days: number,
  targets: Targets,
  withLag: boolean,
): Scored<E>[] {
  return withRanks(groups.map((group) => {
    const rows = group.locationIds.flatMap((id) => members.get(id) ?? []);
    const figures = figuresOf(poolSums(rows.map((r) => r.sums)));
    const before = withLag ? figuresOf(poolSums(rows.map((r) => r.previous ?? NO_SUMS))) : null;
    const lagScores = rows.flatMap((r) => (r.scored.previous ? [r.scored.previous.scores] : []));
    return {
      entity: group, id: group.id, name: group.name, figures,
      scores: groupScores(rows.map((r) => r.scored.scores), figures, days, targets),
      previous: before === null ? null : { figures: before, scores: groupScores(lagScores, before, days, targets) },
      rank: null, days,
    };
  }));
}

/** F3-038, F3-039: a row's rank, scores and figures, with each `_lag` when the previous period was counted. */
export function performanceFields(row: Scored<unknown>): Performance {
  const { figures: f, scores: s, previous } = row;
  const fields: Performance = {
    rank: row.rank, score: s.score, legacy_score: s.legacy_score, target_score: s.target_score, score_days: row.days,
    avg_rating: f.avg_rating, total_reviews: f.total_reviews, response_rate: f.response_rate,
    response_time: f.response_time, listings_in_sync: f.listings_in_sync, media_count: f.media_count,
  };
  if (previous === null) return fields;
  const { figures: pf, scores: ps } = previous;
  return {
    ...fields,
    score_lag: ps.score, legacy_score_lag: ps.legacy_score, target_score_lag: ps.target_score,
    avg_rating_lag: pf.avg_rating, total_reviews_lag: pf.total_reviews, response_rate_lag: pf.response_rate,
    // Copies keep no history: their previous share is unknown ('N/A').
    response_time_lag: pf.response_time, listings_in_sync_lag: null, media_count_lag: pf.media_count,
  };
}

export function scoreBreakdown(row: Scored<unknown>): Schema<'ScoreBreakdown'> {
  const { scores } = row;
  return { value: scores.score, legacy_value: scores.legacy_score, target_value: scores.target_score, subscores: scores.subscores };
}

/** The value each sort field orders by (F9-031); `ranking` is the score, so descending puts rank 1 first. */
const SORT_VALUE: Readonly<Record<PerformanceSort, (row: Scored<unknown>) => number | null>> = {
  ranking: (r) => r.scores.score,
  target_score: (r) => r.scores.target_score,
  avg_rating: (r) => r.figures.avg_rating,
  total_reviews: (r) => r.figures.total_reviews,
  completed_rate: (r) => r.figures.response_rate,
  overall_avg_response_time: (r) => r.figures.response_time,
  local_listing_health_score: (r) => r.figures.listings_in_sync,
  owner_media_count: (r) => r.figures.media_count,
};

/** The sort fields, for callers that read them from untyped filters (an export's). */
export const PERFORMANCE_SORTS = Object.keys(SORT_VALUE) as PerformanceSort[];

/** Sorts by the field in the order; missing values last either way, ties by name, then id. */
/** Ties by name: one collator, as `localeCompare` builds one per call (10,000 rows sort in a blink). */
const byName = new Intl.Collator('en');

export function sortScored<E>(rows: readonly Scored<E>[], by: PerformanceSort, order: SortOrder): Scored<E>[] {
  const value = SORT_VALUE[by];
  const direction = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return (x - y) * direction;
    }
    return byName.compare(a.name, b.name) || a.id - b.id;
  });
}
