import { TARGET_METRICS, WEIGHT_TOLERANCE } from './score-rules.js';
import type { TargetMetric, Targets } from './score-types.js';

/** A field of the targets form: a target or its weight. */
export type TargetField = keyof Targets;

export interface TargetFieldInfo {
  field: TargetField;
  label: string;
  /** What the input shows after the number (F9-044, F9-045). */
  unit: string;
  /** Wire value × scale = what the form shows: fractions become percents. */
  scale: number;
  min: number;
  /** Whether `min` itself is allowed. */
  minIncluded: boolean;
  max: number;
  whole: boolean;
}

const LABELS: Readonly<Record<TargetMetric, string>> = {
  avg_rating: 'Average Rating',
  total_reviews: 'Number of Reviews',
  response_rate: 'Response Rate',
  response_time: 'Response Time',
  owner_photos_count: 'Owner Photos',
  ll_sync_ratio: 'Listings in Sync',
};

/** docs/scoring.md's ranges, in the form's units: rates and the sync ratio in % (F9-044), response time in days (F9-045). */
const TARGET_INFO: Readonly<Record<TargetMetric, Omit<TargetFieldInfo, 'field' | 'label'>>> = {
  avg_rating: { unit: 'stars', scale: 1, min: 1, minIncluded: false, max: 5, whole: false },
  total_reviews: { unit: 'reviews per 30 days', scale: 1, min: 0, minIncluded: false, max: 10000, whole: false },
  response_rate: { unit: '%', scale: 100, min: 0, minIncluded: false, max: 100, whole: false },
  response_time: { unit: 'days', scale: 1, min: 0, minIncluded: false, max: 365, whole: false },
  owner_photos_count: { unit: 'photos', scale: 1, min: 1, minIncluded: true, max: 10000, whole: true },
  ll_sync_ratio: { unit: '%', scale: 100, min: 0, minIncluded: false, max: 100, whole: false },
};

/** Weights are fractions on the wire, percents in the form (F9-035). */
const WEIGHT_INFO: Omit<TargetFieldInfo, 'field' | 'label'> = { unit: '%', scale: 100, min: 0, minIncluded: true, max: 100, whole: false };

/** The form's rows: each target beside its weight. */
export const TARGET_FORM_ROWS: readonly { metric: TargetMetric; target: TargetFieldInfo; weight: TargetFieldInfo }[] = TARGET_METRICS.map(
  (metric) => ({
    metric,
    target: { field: metric, label: LABELS[metric], ...TARGET_INFO[metric] },
    weight: { field: `${metric}_weight`, label: `${LABELS[metric]} weight`, ...WEIGHT_INFO },
  }),
);

export const TARGET_FIELDS: readonly TargetFieldInfo[] = TARGET_FORM_ROWS.flatMap((row) => [row.target, row.weight]);

export type TargetTexts = Record<TargetField, string>;

/** Rounds away float noise of the unit change (0.29 × 100 = 28.999999999999996). */
const tidy = (value: number) => Math.round(value * 1e6) / 1e6;

/** The settings as the form shows them. */
export function targetTexts(targets: Targets): TargetTexts {
  return Object.fromEntries(TARGET_FIELDS.map((info) => [info.field, String(tidy(targets[info.field] * info.scale))])) as TargetTexts;
}

const parse = (text: string): number | null => (/^\s*-?(\d+\.?\d*|\.\d+)\s*$/.test(text) ? Number(text) : null);

/** Why a field's text is no valid value, or null. */
export function fieldError(info: TargetFieldInfo, text: string): string | null {
  const value = parse(text);
  if (value === null) return 'Enter a number';
  if (info.whole && !Number.isInteger(value)) return 'Enter a whole number';
  const low = info.minIncluded ? value < info.min : value <= info.min;
  if (low || value > info.max) {
    const from = info.minIncluded ? `${info.min}` : `more than ${info.min}`;
    return `Enter ${from} to ${info.max}${info.unit === '%' ? '%' : ''}`;
  }
  return null;
}

/** The weights' sum in percent, null while one is no number. */
export function weightTotal(texts: TargetTexts): number | null {
  const values = TARGET_FORM_ROWS.map((row) => parse(texts[row.weight.field]));
  return values.some((v) => v === null) ? null : tidy(values.reduce<number>((sum, v) => sum + (v ?? 0), 0));
}

/** Whether the weights make 100 %, within the tolerance the server allows (F9-035). */
export const weightsComplete = (total: number | null) => total !== null && Math.abs(total / 100 - 1) <= WEIGHT_TOLERANCE;

/** The form's texts as the wire's values; call only when every field is valid. */
export function targetsOf(texts: TargetTexts): Targets {
  return Object.fromEntries(TARGET_FIELDS.map((info) => [info.field, tidy(Number(texts[info.field]) / info.scale)])) as Targets;
}
