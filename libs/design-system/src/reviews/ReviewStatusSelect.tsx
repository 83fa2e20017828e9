import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

/** The team's workflow state of a review (the contract's ReviewStatus). */
export type ReviewWorkflowStatus = 'open' | 'needs_attention' | 'resolved';

export interface ReviewStatusSelectProps {
  value: ReviewWorkflowStatus;
  /** 'Not responded' / 'Responded': what the response side says, beside the workflow state. */
  responseLabel: string;
  responded: boolean;
  onChange: (status: ReviewWorkflowStatus) => void;
  saving?: boolean;
  /** A failed save; the select shows the status the server still holds. */
  error?: string | null;
  disabled?: boolean;
}

const OPTIONS: readonly { value: ReviewWorkflowStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'needs_attention', label: 'Needs attention' },
  { value: 'resolved', label: 'Resolved' },
];

/** The review's status, changed in place (P4-060): a select of the workflow state and the response state beside it. */
export function ReviewStatusSelect(props: ReviewStatusSelectProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <TextField
        select
        size="small"
        label="Status"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as ReviewWorkflowStatus)}
        disabled={props.disabled || props.saving}
        error={Boolean(props.error)}
        helperText={props.error ?? (props.saving ? 'Saving…' : ' ')}
        sx={{ minWidth: 180 }}
        slotProps={{ select: { native: true }, formHelperText: { role: 'status' } }}
      >
        {OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </TextField>
      <Chip
        label={props.responseLabel}
        color={props.responded ? 'success' : 'default'}
        variant="outlined"
        sx={{ mt: 0.5 }}
      />
    </Stack>
  );
}
