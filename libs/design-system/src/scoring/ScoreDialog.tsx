import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { BusyRegion } from '../states/Skeletons/BusyRegion.js';
import { ErrorState } from '../states/ErrorState/ErrorState.js';

/** One figure behind a subscore, against its target, in words; `met` is null without data. */
export interface ScoreReasonView {
  text: string;
  met: boolean | null;
}

/** A subscore as the dialog shows it: its value and weight in words, its slider, why it is what it is. */
export interface ScoreDialogSubscore<Code extends string = string> {
  code: Code;
  /** 'Average Rating', 'Number of Reviews', ... */
  label: string;
  /** '73' or 'N/A'. */
  valueText: string;
  /** F9-035: '25.00%'. */
  weightText: string;
  /** The slider's position, 0 to 100 (the dragged value, else the subscore's); null without data: no slider. */
  sliderValue: number | null;
  reasons: readonly ScoreReasonView[];
  /** 'answer 12 more reviews: +6 points'; null when met or without data. */
  whatIfText: string | null;
}

export interface ScoreDialogProps<Code extends string = string> {
  open: boolean;
  /** The location's (or group's) name. */
  name: string;
  status: 'loading' | 'loaded' | 'error';
  /** F8-059 */
  error: string | null;
  /** The score as it is: '82'. */
  scoreText: string;
  /** The score with the sliders as dragged, recomputed by the lib: '88'. */
  whatIfScoreText: string;
  /** Whether a slider has moved (Reset is offered). */
  dragged: boolean;
  subscores: readonly ScoreDialogSubscore<Code>[];
  onDrag: (code: Code, value: number) => void;
  onReset: () => void;
  onClose: () => void;
  onRetry?: () => void;
}

const SUBSCORE_COUNT = 5;
const SUBSCORE_HEIGHT = 132;

function SubscoreBlock<Code extends string>({ subscore, onDrag }: { subscore: ScoreDialogSubscore<Code>; onDrag: (code: Code, value: number) => void }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minHeight: SUBSCORE_HEIGHT }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h3">
          {subscore.label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`${subscore.valueText} · weight ${subscore.weightText}`}
        </Typography>
      </Stack>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {subscore.reasons.map((reason) => (
          <Typography component="li" variant="body2" key={reason.text}>
            {reason.text}
            {reason.met === true ? ' (met)' : reason.met === false ? ' (not met)' : ''}
          </Typography>
        ))}
      </Box>
      {subscore.whatIfText ? (
        <Typography variant="body2" color="text.secondary">
          {`What if: ${subscore.whatIfText}`}
        </Typography>
      ) : null}
      {subscore.sliderValue !== null ? (
        <Slider
          size="small"
          min={0}
          max={100}
          value={subscore.sliderValue}
          onChange={(_event, value) => onDrag(subscore.code, value)}
          slotProps={{ input: { 'aria-label': `${subscore.label} what-if` } }}
          getAriaValueText={(value) => `${value} out of 100`}
          valueLabelDisplay="auto"
        />
      ) : null}
    </Box>
  );
}

/**
 * A location's score explained: its five subscores with their weights, each figure against its target in
 * words, and the what-if (a slider per subscore; the lib recomputes the score, announced as it changes).
 */
export function ScoreDialog<Code extends string>(props: ScoreDialogProps<Code>) {
  const titleId = useId();
  const body = () => {
    if (props.status === 'error') return <ErrorState message={props.error ?? 'Unable to load the score.'} onRetry={props.onRetry} />;
    if (props.status === 'loading')
      return (
        <BusyRegion label="Loading the score">
          <Skeleton variant="text" width="40%" height={48} />
          {Array.from({ length: SUBSCORE_COUNT }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={SUBSCORE_HEIGHT} sx={{ my: 1 }} />
          ))}
        </BusyRegion>
      );
    return (
      <Stack spacing={2}>
        <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap' }}>
          <div>
            <Typography variant="body2" color="text.secondary">
              Score
            </Typography>
            <Typography variant="h4" component="p">
              {props.scoreText}
            </Typography>
          </div>
          {/* Announced as the sliders move. */}
          <div aria-live="polite">
            <Typography variant="body2" color="text.secondary">
              What-if score
            </Typography>
            <Typography variant="h4" component="p">
              {props.whatIfScoreText}
            </Typography>
          </div>
        </Stack>
        {props.subscores.map((subscore) => (
          <SubscoreBlock key={subscore.code} subscore={subscore} onDrag={props.onDrag} />
        ))}
      </Stack>
    );
  };
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{`Performance Score: ${props.name}`}</DialogTitle>
      <DialogContent>{body()}</DialogContent>
      <DialogActions>
        {props.status === 'loaded' ? (
          <Button onClick={props.onReset} disabled={!props.dragged}>
            Reset
          </Button>
        ) : null}
        <Button onClick={props.onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
