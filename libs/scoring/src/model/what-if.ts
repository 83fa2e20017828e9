import { formatCount, formatDays, formatPercent, formatRating } from './display-formats.js';
import { scoreOf, subscoresOf, targetActuals, type Figures } from './score-rules.js';
import type { Subscore, SubscoreCode, TargetMetric, Targets } from './score-types.js';

/** One figure behind a subscore in words, beside its target; `met` is null without data. */
export interface InputReason {
  metric: TargetMetric;
  text: string;
  met: boolean | null;
}

/** What dragging a subscore to its target takes, and what it does to the score. */
export interface SubscoreWhatIf {
  /** 'answer 12 more reviews', 'add 5 more owner photos', ... */
  action: string;
  /** The score with this subscore at 100, the others as they are. */
  score: number;
  /** Points the score gains (unrounded). */
  gain: number;
  /** 'answer 12 more reviews: +6 points'. */
  text: string;
}

export interface SubscoreExplanation {
  code: SubscoreCode;
  label: string;
  value: number | null;
  weight: number;
  reasons: InputReason[];
  /** Null when the subscore has no data or already meets its target. */
  whatIf: SubscoreWhatIf | null;
}

export interface ScoreExplanation {
  score: number | null;
  subscores: SubscoreExplanation[];
}

/** A location's (or group's) figures over a period of `days` days, against the account's targets. */
export interface ScoreInput {
  figures: Figures;
  days: number;
  targets: Targets;
}

const EPSILON = 1e-9;
/** The least whole number reaching `x` (a target met exactly needs nothing more, despite float noise). */
const atLeast = (x: number) => Math.max(0, Math.ceil(x - EPSILON));
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Each target's figure in words, as the score modal explains it. */
function reasonOf(metric: TargetMetric, actual: number | null, target: number): InputReason {
  const met = actual === null ? null : metric === 'response_time' ? actual <= target : actual >= target;
  const text = ((): string => {
    switch (metric) {
      case 'avg_rating':
        return actual === null
          ? `no rated review in the period; the target is ${formatRating(target)} stars`
          : `averaged ${formatRating(actual)} stars; the target is ${formatRating(target)}`;
      case 'total_reviews':
        return `received ${formatCount(actual)} reviews per 30 days; the target is ${formatCount(target)}`;
      case 'response_rate':
        return actual === null
          ? 'no review to respond to in the period'
          : `responded to ${formatPercent(actual)} of reviews; the target is ${formatPercent(target)}`;
      case 'response_time':
        return actual === null
          ? `no review answered; the target is ${formatDays(target)}`
          : `responded in ${formatDays(actual)} on average; the target is ${formatDays(target)}`;
      case 'll_sync_ratio':
        return actual === null
          ? 'no directory listing to keep in sync'
          : `${formatPercent(actual)} of listings in sync; the target is ${formatPercent(target)}`;
      case 'owner_photos_count':
        return `${plural(actual ?? 0, 'owner photo', 'owner photos')}; the target is ${formatCount(target)}`;
    }
  })();
  return { metric, text, met };
}

/** What reaching the targets of a subscore takes, in the figures' own terms. */
function actionOf(code: SubscoreCode, { figures: f, days, targets: t }: ScoreInput): string {
  switch (code) {
    case 'AverageRating':
      return `raise the average rating to ${formatRating(t.avg_rating)} stars`;
    case 'ReviewVolume':
      return `get ${plural(atLeast((t.total_reviews * days) / 30 - f.total_reviews), 'more review', 'more reviews')}`;
    case 'ResponseEfficiency': {
      const answered = Math.round((f.response_rate ?? 0) * f.total_reviews);
      const more = atLeast(t.response_rate * f.total_reviews - answered);
      const steps = [
        ...(more > 0 ? [`answer ${plural(more, 'more review', 'more reviews')}`] : []),
        ...(f.response_time === null || f.response_time > t.response_time ? [`answer within ${formatDays(t.response_time)} on average`] : []),
      ];
      return steps.join(' and ');
    }
    case 'LLHealth':
      return `bring ${formatPercent(t.ll_sync_ratio)} of listings in sync`;
    case 'MediaPresence':
      return `add ${plural(atLeast(t.owner_photos_count - f.media_count), 'more owner photo', 'more owner photos')}`;
  }
}

/** '+6 points'; a gain that rounds to nothing still says it is one. */
function gainText(gain: number): string {
  const points = Math.round(gain);
  if (points === 0) return '+<1 point';
  return `+${plural(points, 'point', 'points')}`;
}

/** The score with some subscores set to other values (0..100), the rest as they are: the what-if panel's slider. */
export function scoreWith(subscores: readonly Subscore[], values: Partial<Record<SubscoreCode, number>>): number | null {
  return scoreOf(subscores.map((s) => ({ ...s, value: values[s.code] ?? s.value })));
}

/**
 * Issue 21's explainable score: for each subscore, what moved it (each figure against its target) and what
 * dragging it to its target would take and change. Dragged, a subscore is 100 (capped at its target), and the
 * score is recomputed with the same formula as the server's.
 */
export function explainScore(input: ScoreInput): ScoreExplanation {
  const { figures, days, targets } = input;
  const subscores = subscoresOf(figures, days, targets);
  const score = scoreOf(subscores);
  const actual = targetActuals(figures, days);
  return {
    score,
    subscores: subscores.map((s) => {
      const reasons = s.inputs.map((i) => reasonOf(i.metric, actual[i.metric], i.target));
      let whatIf: SubscoreWhatIf | null = null;
      if (s.value !== null && s.value < 100 && score !== null) {
        const dragged = scoreWith(subscores, { [s.code]: 100 }) ?? score;
        const action = actionOf(s.code, input);
        const gain = dragged - score;
        whatIf = { action, score: dragged, gain, text: `${action}: ${gainText(gain)}` };
      }
      return { code: s.code, label: s.label, value: s.value, weight: s.weight, reasons, whatIf };
    }),
  };
}
