// The shapes the scoring views draw, in words already: @locus/scoring formats every figure (features.md
// section 9), so a view only lays the texts out. The lib's view models fit these structurally.

/** A figure against its previous period: '12%', '<1%' or 'N/A'. */
export interface ScoreChangeView {
  text: string;
  direction: 'up' | 'down' | 'flat' | null;
  /** Whether the move is for the better (a shorter response time is); null when flat or unknown. */
  better: boolean | null;
}

/** A figure as shown, with its change while the previous-period toggle is on. */
export interface ScoreCellView {
  text: string;
  change: ScoreChangeView | null;
}

export type MedalKind = 'gold' | 'silver' | 'bronze';

export { visuallyHidden } from '../theme/visually-hidden.js';
