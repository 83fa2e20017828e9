import { formatScore, formatWeight } from './display-formats.js';
import type { SubscoreCode } from './score-types.js';
import type { SubscoreExplanation } from './what-if.js';

/** A subscore as the score dialog shows it: value and weight in words, its slider, its reasons and what-if. */
export interface DialogSubscore {
  code: SubscoreCode;
  label: string;
  valueText: string;
  weightText: string;
  /** The dragged value, else the subscore's, rounded for the slider; null without data (no slider). */
  sliderValue: number | null;
  reasons: { text: string; met: boolean | null }[];
  whatIfText: string | null;
}

/** The explained subscores in the dialog's words, with the sliders where the user dragged them. */
export function dialogSubscores(
  subscores: readonly SubscoreExplanation[],
  dragged: Partial<Record<SubscoreCode, number>>,
): DialogSubscore[] {
  return subscores.map((s) => ({
    code: s.code,
    label: s.label,
    valueText: formatScore(s.value),
    weightText: formatWeight(s.weight),
    sliderValue: s.value === null ? null : Math.round(dragged[s.code] ?? s.value),
    reasons: s.reasons.map(({ text, met }) => ({ text, met })),
    whatIfText: s.whatIf?.text ?? null,
  }));
}
