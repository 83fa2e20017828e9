import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ComposerCard } from '../ComposerCard.js';
import { OptionRadios } from '../OptionRadios.js';
import { ScheduleField } from './ScheduleField.js';

export type SendMode = 'now' | 'schedule';

/** Send now or at a chosen time, once nothing stands in the way (SendPanelView). */
export interface SendPanelProps {
  mode: SendMode;
  /** Local 'YYYY-MM-DDTHH:mm' from the picker. */
  scheduledAt: string | null;
  /** 'YYYY-MM-DD' */
  minDate: string;
  maxDate: string;
  summary: string;
  problems: string[];
  canSend: boolean;
  sending: boolean;
  error: string | null;
  onModeChange(m: SendMode): void;
  onScheduledAtChange(v: string | null): void;
  onSend(): void;
}

const MODES = [
  { value: 'now' as const, label: 'Send now' },
  { value: 'schedule' as const, label: 'Schedule' },
];

function Problems({ problems }: { problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert severity="warning" role="status">
      <Typography variant="body2" component="p" sx={{ fontWeight: 500 }}>
        Before you send:
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </Box>
    </Alert>
  );
}

/** The last step of a campaign: when, what goes to whom, what is still missing, and the button. */
export function SendPanel(props: SendPanelProps) {
  const scheduling = props.mode === 'schedule';
  const idle = scheduling ? 'Schedule' : 'Send';
  return (
    <ComposerCard title="Send">
      <Stack spacing={2} aria-busy={props.sending || undefined}>
        <OptionRadios
          label="When"
          options={MODES}
          value={props.mode}
          onChange={props.onModeChange}
          disabled={props.sending}
        />
        {scheduling ? (
          <ScheduleField
            value={props.scheduledAt}
            minDate={props.minDate}
            maxDate={props.maxDate}
            onChange={props.onScheduledAtChange}
            disabled={props.sending}
          />
        ) : null}
        <Typography sx={{ overflowWrap: 'anywhere' }}>{props.summary}</Typography>
        <Problems problems={props.problems} />
        {props.error ? <Alert severity="error">{props.error}</Alert> : null}
        <Box>
          <Button
            variant="contained"
            onClick={props.onSend}
            disabled={!props.canSend || props.sending}
            startIcon={props.sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : null}
          >
            {props.sending ? (scheduling ? 'Scheduling…' : 'Sending…') : idle}
          </Button>
        </Box>
      </Stack>
    </ComposerCard>
  );
}
