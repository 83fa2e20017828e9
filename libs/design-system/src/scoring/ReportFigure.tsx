import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Box from '@mui/material/Box';
import { ChangeIndicator } from './ChangeIndicator.js';
import type { MedalKind, ScoreCellView } from './score-view-types.js';

/** A figure of the report with, while the previous-period toggle is on, its change below it. */
export function ReportFigure({ cell }: { cell: ScoreCellView }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'inherit' }}>
      <span>{cell.text}</span>
      {cell.change ? <ChangeIndicator change={cell.change} /> : null}
    </Box>
  );
}

const MEDAL_COLORS: Readonly<Record<MedalKind, string>> = { gold: '#b8860b', silver: '#707070', bronze: '#8c5a2b' };
const MEDAL_NAMES: Readonly<Record<MedalKind, string>> = { gold: 'Gold medal', silver: 'Silver medal', bronze: 'Bronze medal' };

/** F9-046: ranks 1 to 3 while the report is sorted by rank; named for screen readers. */
export function Medal({ medal }: { medal: MedalKind }) {
  return <EmojiEvents role="img" aria-hidden={false} aria-label={MEDAL_NAMES[medal]} sx={{ color: MEDAL_COLORS[medal], fontSize: '1.1rem' }} />;
}
