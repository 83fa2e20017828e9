/**
 * The score's vocabulary in the lib's own types, so the formula imports nothing (the server can share it).
 * They mirror the contract's TargetValues, TargetMetric, SubscoreCode and Subscore; a type test keeps them equal.
 */

/** The six targets of the target score settings (F3-043). */
export type TargetMetric = 'avg_rating' | 'total_reviews' | 'response_rate' | 'response_time' | 'owner_photos_count' | 'll_sync_ratio';

/** Each target with its weight: rates as fractions, response time in days, volume per location per 30 days. */
export type Targets = { [M in TargetMetric]: number } & { [M in TargetMetric as `${M}_weight`]: number };

/** F3-042 */
export type SubscoreCode = 'AverageRating' | 'ReviewVolume' | 'ResponseEfficiency' | 'LLHealth' | 'MediaPresence';

/** One figure behind a subscore, in its target's unit, beside the target. */
export interface SubscoreInput {
  metric: TargetMetric;
  actual: number | null;
  target: number;
}

export interface Subscore {
  code: SubscoreCode;
  label: string;
  /** 0..100; null without data. */
  value: number | null;
  /** A fraction (F9-035). */
  weight: number;
  inputs: SubscoreInput[];
}
