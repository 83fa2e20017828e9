/**
 * The location score as plain functions, the one copy the server and the browser share (docs/scoring.md writes
 * every rule out): figures from counted sums, the five subscores against the account's targets, the weighted
 * score, the legacy score, the target score and ranks. It imports only the lib's own types.
 */
import type { Subscore, SubscoreCode, TargetMetric, Targets } from './score-types.js';

/** What SQL counts for a location (or a pool of them) over a period. */
export interface FigureSums {
  totalReviews: number;
  /** Reviews with stars (rating > 0) and the sum of their stars. */
  rated: number;
  stars: number;
  /** Reviews with a published response, and the sum of their days to the first one. */
  responded: number;
  responseDays: number;
  /** Directory copies that count, and those in sync. */
  copies: number;
  inSync: number;
  /** Owner photos at the period's end. */
  photos: number;
}

export const NO_SUMS: FigureSums = { totalReviews: 0, rated: 0, stars: 0, responded: 0, responseDays: 0, copies: 0, inSync: 0, photos: 0 };

/** The figures of a row (F3-038): rates as fractions, response time in days, null where there is nothing to count. */
export interface Figures {
  avg_rating: number | null;
  total_reviews: number;
  response_rate: number | null;
  response_time: number | null;
  listings_in_sync: number | null;
  media_count: number;
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export function figuresOf(s: FigureSums): Figures {
  return {
    avg_rating: ratio(s.stars, s.rated),
    total_reviews: s.totalReviews,
    response_rate: ratio(s.responded, s.totalReviews),
    response_time: ratio(s.responseDays, s.responded),
    listings_in_sync: ratio(s.inSync, s.copies),
    media_count: s.photos,
  };
}

/** A set of locations pools its sums: rating over all rated reviews, rate over all reviews, and so on. */
export function poolSums(all: readonly FigureSums[]): FigureSums {
  return all.reduce<FigureSums>((sum, s) => ({
    totalReviews: sum.totalReviews + s.totalReviews, rated: sum.rated + s.rated, stars: sum.stars + s.stars,
    responded: sum.responded + s.responded, responseDays: sum.responseDays + s.responseDays,
    copies: sum.copies + s.copies, inSync: sum.inSync + s.inSync, photos: sum.photos + s.photos,
  }), NO_SUMS);
}

/** The product's targets and weights until an admin sets the account's (docs/scoring.md). */
export const DEFAULT_TARGETS: Targets = {
  avg_rating: 4.5, avg_rating_weight: 0.25,
  total_reviews: 10, total_reviews_weight: 0.2,
  response_rate: 0.9, response_rate_weight: 0.1,
  response_time: 2, response_time_weight: 0.1,
  owner_photos_count: 10, owner_photos_count_weight: 0.15,
  ll_sync_ratio: 0.9, ll_sync_ratio_weight: 0.2,
};

export const TARGET_METRICS: readonly TargetMetric[] = [
  'avg_rating', 'total_reviews', 'response_rate', 'response_time', 'owner_photos_count', 'll_sync_ratio',
];

export const weightOf = (t: Targets, metric: TargetMetric): number => t[`${metric}_weight`];

/** Weights sum to 1 (F9-035: fractions); the tolerance absorbs the page's two-decimal percents. */
export const WEIGHT_TOLERANCE = 0.0001;

/** The first weight field to name when the weights do not sum to 1, else null. */
export function weightsError(t: Targets): string | null {
  const sum = TARGET_METRICS.reduce((total, metric) => total + weightOf(t, metric), 0);
  return Math.abs(sum - 1) <= WEIGHT_TOLERANCE ? null : 'avg_rating_weight';
}

const DAYS_PER_MONTH = 30;

/** Reviews per 30 days, the volume target's unit. */
export const monthlyReviews = (totalReviews: number, days: number) => (totalReviews * DAYS_PER_MONTH) / days;

const clamp = (x: number) => Math.min(1, Math.max(0, x));

/** Each figure's share of its target, 0..1 (capped: beating a target earns nothing more); null without data. */
export interface Parts {
  avg_rating: number | null;
  total_reviews: number;
  response_rate: number | null;
  response_time: number | null;
  ll_sync_ratio: number | null;
  owner_photos_count: number;
}

export function partsOf(f: Figures, days: number, t: Targets): Parts {
  const answered = f.response_rate !== null && f.response_rate > 0;
  return {
    // One star is the floor of a rating, so it scores 0.
    avg_rating: f.avg_rating === null ? null : clamp((f.avg_rating - 1) / (t.avg_rating - 1)),
    total_reviews: clamp(monthlyReviews(f.total_reviews, days) / t.total_reviews),
    response_rate: f.response_rate === null ? null : clamp(f.response_rate / t.response_rate),
    // Reviews nobody answered have no time to measure: no credit for speed either.
    response_time: f.response_rate === null ? null : !answered || f.response_time === null ? 0 : f.response_time <= t.response_time ? 1 : t.response_time / f.response_time,
    ll_sync_ratio: f.listings_in_sync === null ? null : clamp(f.listings_in_sync / t.ll_sync_ratio),
    owner_photos_count: clamp(f.media_count / t.owner_photos_count),
  };
}

/** The figure each target compares, in the target's unit (volume per 30 days). */
export function targetActuals(f: Figures, days: number): Record<TargetMetric, number | null> {
  return {
    avg_rating: f.avg_rating, total_reviews: monthlyReviews(f.total_reviews, days), response_rate: f.response_rate,
    response_time: f.response_time, owner_photos_count: f.media_count, ll_sync_ratio: f.listings_in_sync,
  };
}

/** F9-036: the subscores' labels. */
export const SUBSCORE_LABELS: Readonly<Record<SubscoreCode, string>> = {
  AverageRating: 'Average Rating', ReviewVolume: 'Number of Reviews', ResponseEfficiency: 'Response Rate and Time',
  LLHealth: 'Listings in Sync', MediaPresence: 'Owner Photos',
};

export const SUBSCORE_METRICS: Readonly<Record<SubscoreCode, readonly TargetMetric[]>> = {
  AverageRating: ['avg_rating'], ReviewVolume: ['total_reviews'], ResponseEfficiency: ['response_rate', 'response_time'],
  LLHealth: ['ll_sync_ratio'], MediaPresence: ['owner_photos_count'],
};

/** A subscore's value 0..100 from its parts, weighted by their weights (equally when both are 0). */
function subscoreValue(parts: Parts, metrics: readonly TargetMetric[], t: Targets): number | null {
  const values = metrics.map((m) => ({ part: parts[m], weight: weightOf(t, m) }));
  if (values.some((v) => v.part === null)) return null;
  const total = values.reduce((sum, v) => sum + v.weight, 0);
  const weighted = values.reduce((sum, v) => sum + (v.part ?? 0) * (total === 0 ? 1 : v.weight), 0);
  return (100 * weighted) / (total === 0 ? values.length : total);
}

/** F3-042: the five subscores with their weights and the figures and targets behind them. */
export function subscoresOf(f: Figures, days: number, t: Targets): Subscore[] {
  const parts = partsOf(f, days, t);
  const actual = targetActuals(f, days);
  return (Object.keys(SUBSCORE_METRICS) as SubscoreCode[]).map((code) => {
    const metrics = SUBSCORE_METRICS[code];
    return {
      code, label: SUBSCORE_LABELS[code],
      value: subscoreValue(parts, metrics, t),
      weight: metrics.reduce((sum, m) => sum + weightOf(t, m), 0),
      inputs: metrics.map((metric) => ({ metric, actual: actual[metric], target: t[metric] })),
    };
  });
}

/** Σ weight × value / Σ weight over the values with data (the others' share goes to the rest); null when none has data. */
export function weightedMean(items: readonly { value: number | null; weight: number }[]): number | null {
  const known = items.filter((i): i is { value: number; weight: number } => i.value !== null);
  if (known.length === 0) return null;
  const weight = known.reduce((sum, i) => sum + i.weight, 0);
  if (weight === 0) return known.reduce((sum, i) => sum + i.value, 0) / known.length;
  return known.reduce((sum, i) => sum + i.value * i.weight, 0) / weight;
}

/** F9-037: the location score, 0..100. */
export const scoreOf = (subscores: readonly Subscore[]) => weightedMean(subscores);

/** F9-034: the legacy score's fixed weights (no Listings in Sync). */
export const LEGACY_WEIGHTS = {
  owner_photos_count: 0.57, total_reviews: 0.22, avg_rating: 0.1, response_time: 0.07, response_rate: 0.04,
} as const satisfies Partial<Record<TargetMetric, number>>;

export function legacyScoreOf(f: Figures, days: number, t: Targets): number | null {
  const parts = partsOf(f, days, t);
  return weightedMean((Object.keys(LEGACY_WEIGHTS) as (keyof typeof LEGACY_WEIGHTS)[]).map((m) => ({
    value: parts[m] === null ? null : 100 * parts[m], weight: LEGACY_WEIGHTS[m],
  })));
}

/** The target score: the weighted share of the targets the location meets (response time: at or under). */
export function targetScoreOf(f: Figures, days: number, t: Targets): number | null {
  const actual = targetActuals(f, days);
  return weightedMean(TARGET_METRICS.map((metric) => {
    const value = actual[metric];
    const met = value === null ? null : metric === 'response_time' ? value <= t[metric] : value >= t[metric];
    return { value: met === null ? null : met ? 100 : 0, weight: weightOf(t, metric) };
  }));
}

/** Everything the report and the score modal show for one row. */
export interface RowScores {
  score: number | null;
  legacy_score: number | null;
  target_score: number | null;
  subscores: Subscore[];
}

export function rowScores(f: Figures, days: number, t: Targets): RowScores {
  const subscores = subscoresOf(f, days, t);
  return { score: scoreOf(subscores), legacy_score: legacyScoreOf(f, days, t), target_score: targetScoreOf(f, days, t), subscores };
}

const mean = (values: readonly (number | null)[]) => weightedMean(values.map((value) => ({ value, weight: 1 })));

/**
 * A group's scores: the mean of its locations' (each office weighs the same); subscores likewise, with the
 * account's weights and the group's pooled figures as their inputs.
 */
export function groupScores(rows: readonly RowScores[], pooled: Figures, days: number, t: Targets): RowScores {
  const template = subscoresOf(pooled, days, t);
  return {
    score: mean(rows.map((r) => r.score)),
    legacy_score: mean(rows.map((r) => r.legacy_score)),
    target_score: mean(rows.map((r) => r.target_score)),
    subscores: template.map((s, i) => ({
      ...s,
      value: mean(rows.map((r) => r.subscores[i]?.value ?? null)),
    })),
  };
}

/** Competition ranking (1, 2, 2, 4) by score, highest first; no score, no rank. */
export function ranksOf(scores: readonly (number | null)[]): (number | null)[] {
  const known = scores.filter((s): s is number => s !== null).sort((a, b) => b - a);
  const first = new Map<number, number>();
  known.forEach((s, i) => { if (!first.has(s)) first.set(s, i + 1); });
  return scores.map((s) => (s === null ? null : (first.get(s) ?? null)));
}
