// The sentence under a threshold select, saying who goes on to a review site (P3-042's thresholds).

export interface ThresholdScale {
  /** The highest answer: 10 for NPS, 5 for stars. */
  max: number;
  /** The lowest answer: 0 for NPS, 1 for stars. */
  min: number;
  /** How an answer reads, e.g. (n) => `${n}` or (n) => `${n} stars`. */
  unit: (range: string) => string;
}

export const NPS_SCALE: ThresholdScale = { min: 0, max: 10, unit: (range) => range };
export const STARS_SCALE: ThresholdScale = { min: 1, max: 5, unit: (range) => `${range} stars` };

/** "Customers who answer 9 or 10 are invited to review you on a review site; the others ...". */
export function thresholdSentence(threshold: number, scale: ThresholdScale): string {
  if (threshold <= scale.min)
    return 'Every customer is invited to review you on a review site; no one is asked for private feedback.';
  const range =
    threshold >= scale.max
      ? `${scale.max}`
      : threshold === scale.max - 1
        ? `${threshold} or ${scale.max}`
        : `${threshold} to ${scale.max}`;
  return `Customers who answer ${scale.unit(range)} are invited to review you on a review site; the others are asked privately what went wrong.`;
}
