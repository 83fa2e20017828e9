import { useMemo, useState } from 'react';
import { formatScore } from '../model/display-formats.js';
import { dialogSubscores } from '../model/score-dialog.js';
import { explainScore, scoreWith, type ScoreInput } from '../model/what-if.js';
import type { SubscoreCode } from '../model/score-types.js';
import { subscoresOf } from '../model/score-rules.js';

/**
 * The score modal's what-if: each subscore explained, and the score recomputed in the browser (with the
 * server's formula) as the user drags subscores; `onReset` puts them back.
 */
export function useScoreExplanation(input: ScoreInput) {
  const { figures, days, targets } = input;
  const explanation = useMemo(() => explainScore({ figures, days, targets }), [figures, days, targets]);
  const subscores = useMemo(() => subscoresOf(figures, days, targets), [figures, days, targets]);
  const [dragged, setDragged] = useState<Partial<Record<SubscoreCode, number>>>({});
  const whatIfScore = scoreWith(subscores, dragged);
  return {
    ...explanation,
    dragged,
    whatIfScore,
    /** The dialog's texts: the score, the what-if score and each subscore with its slider. */
    scoreText: formatScore(explanation.score),
    whatIfScoreText: formatScore(whatIfScore),
    dialogSubscores: dialogSubscores(explanation.subscores, dragged),
    onDrag: (code: SubscoreCode, value: number) => setDragged((current) => ({ ...current, [code]: Math.min(100, Math.max(0, value)) })),
    onReset: () => setDragged({}),
  };
}
