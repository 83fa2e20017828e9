import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import { visuallyHidden, type ScoreChangeView } from './score-view-types.js';

export interface ChangeIndicatorProps {
  change: ScoreChangeView;
}

const DIRECTION_WORDS = { up: 'Up', down: 'Down', flat: 'No change,' } as const;

/**
 * A figure's change against the previous period: an arrow and the size, green when better, red when worse.
 * The arrow is decorative; screen readers hear 'Up 12% from the previous period'.
 */
export function ChangeIndicator({ change }: ChangeIndicatorProps) {
  const { direction, better } = change;
  const Arrow = direction === 'up' ? ArrowUpward : direction === 'down' ? ArrowDownward : null;
  const color = better === true ? 'success.dark' : better === false ? 'error.dark' : 'text.secondary';
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color, fontSize: '0.8125rem', whiteSpace: 'nowrap' }}>
      {Arrow ? <Arrow aria-hidden="true" sx={{ fontSize: '1em' }} /> : null}
      {direction ? <Box component="span" sx={visuallyHidden}>{`${DIRECTION_WORDS[direction]} `}</Box> : null}
      <span>{change.text}</span>
      <Box component="span" sx={visuallyHidden}>
        {direction ? ' from the previous period' : ' change: no previous figure'}
      </Box>
    </Box>
  );
}
