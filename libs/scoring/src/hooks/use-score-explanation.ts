import { useMemo, useState } from 'react';
import { formatScore } from '../model/display-formats.js';
import { dialogSubscores } from '../model/score-dialog.js';
import { explainScore, scoreWith, type ScoreInput } from '../model/what-if.js';
import type { SubscoreCode } from '../model/score-types.js';
import { subscoresOf } from '../model/score-rules.js';

const clampScore = (score: number) => Math.min(100, Math.max(0, score));

/**
 * The score modal's what-if: each subscore explained, and the score recomputed in the browser (with the
 * server's formula) as the user drags subscores; `onReset` puts them back.
 *
 * `serverScore` is the row's score as the report shows it. A location's equals the formula over its figures;
 * a group's is the mean of its locations' scores, which its pooled figures only approximate. The dialog shows
 * the row's score and moves it by what the drag changes, so it never contradicts the table.
 */
export function useScoreExplanation(input: ScoreInput, serverScore?: number | null) {
  const { figures, days, targets } = input;
  const explanation = useMemo(() => explainScore({ figures, days, targets }), [figures, days, targets]);
  const subscores = useMemo(() => subscoresOf(figures, days, targets), [figures, days, targets]);
  const [dragged, setDragged] = useState<Partial<Record<SubscoreCode, number>>>({});
  const score = serverScore ?? explanation.score;
  const moved = scoreWith(subscores, dragged);
  const whatIfScore = score === null || moved === null || explanation.score === null ? moved : clampScore(score + moved - explanation.score);
  return {
    ...explanation,
    score,
    dragged,
    whatIfScore,
    /** The dialog's texts: the score, the what-if score and each subscore with its slider. */
    scoreText: formatScore(score),
    whatIfScoreText: formatScore(whatIfScore),
    dialogSubscores: dialogSubscores(explanation.subscores, dragged),
    onDrag: (code: SubscoreCode, value: number) => setDragged((current) => ({ ...current, [code]: Math.min(100, Math.max(0, value)) })),
    onReset: () => setDragged({}),
  };
}
