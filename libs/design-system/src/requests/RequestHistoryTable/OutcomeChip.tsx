import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { RequestOutcome } from '../report-view-types.js';

type Tone = 'grey' | 'primary' | 'info' | 'success' | 'warning' | 'error';

/** The colour of each step of the funnel: greys before the customer acted, green for a review site, red for leaving. */
const TONE: Readonly<Record<RequestOutcome, Tone>> = {
  not_sent: 'grey',
  sent: 'primary',
  opened: 'info',
  clicked_site: 'success',
  feedback: 'warning',
  unsubscribed: 'error',
};

const toneColor = (tone: Tone) => (tone === 'grey' ? 'grey.500' : `${tone}.main`);

export interface OutcomeChipProps {
  outcome: RequestOutcome;
  /** 'Went to a site': always shown, the colour only adds to it. */
  label: string;
}

/**
 * How far a customer went after a request. The text stays in the body colour (readable on any tone); the outline
 * and the dot carry the outcome's colour.
 */
export function OutcomeChip({ outcome, label }: OutcomeChipProps) {
  const color = toneColor(TONE[outcome]);
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      data-outcome={outcome}
      icon={<Box component="span" aria-hidden="true" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: color, flex: 'none' }} />}
      sx={{ color: 'text.primary', borderColor: color, '& .MuiChip-icon': { ml: 1, mr: -0.25 } }}
    />
  );
}
