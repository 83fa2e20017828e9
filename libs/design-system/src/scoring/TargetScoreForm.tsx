import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { BusyRegion } from '../states/Skeletons/BusyRegion.js';
import { ErrorState } from '../states/ErrorState/ErrorState.js';

/** A field of the targets form, in the form's units (F9-044, F9-045). */
export interface TargetFieldView<Field extends string = string> {
  field: Field;
  label: string;
  /** '%', 'days', 'stars', ... */
  unit: string;
  /** What the user typed, kept as typed. */
  text: string;
  error: string | null;
}

/** A target beside its weight. */
export interface TargetRowView<Field extends string = string> {
  metric: string;
  target: TargetFieldView<Field>;
  weight: TargetFieldView<Field>;
}

export interface TargetScoreFormProps<Field extends string = string> {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  loadError: string | null;
  /** Admins edit; others read (Set/Edit Target Score is admin). */
  editable: boolean;
  rows: readonly TargetRowView<Field>[];
  /** The weights' sum in percent, null while one is no number. */
  weightTotal: number | null;
  /** The form-level error: 'The weights must add up to 100%'. */
  weightsError: string | null;
  /** A failed save; what was typed stays. */
  saveError?: string | null;
  canSave: boolean;
  saving: boolean;
  onChange: (field: Field, text: string) => void;
  onSave: () => void;
  onCancel: () => void;
  onRetry?: () => void;
}

const ROW_COUNT = 6;
const FIELD_HEIGHT = 56;
const ROW_GRID = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, gap: 2 } as const;

function TargetInput<Field extends string>({
  info, editable, onChange,
}: { info: TargetFieldView<Field>; editable: boolean; onChange: (field: Field, text: string) => void }) {
  return (
    <TextField
      label={info.label}
      value={info.text}
      onChange={(event) => onChange(info.field, event.target.value)}
      error={info.error !== null}
      helperText={info.error ?? ' '}
      fullWidth
      slotProps={{
        input: { readOnly: !editable, endAdornment: <InputAdornment position="end">{info.unit}</InputAdornment> },
        htmlInput: { inputMode: 'decimal', name: info.field },
      }}
    />
  );
}

function FormSkeleton() {
  return (
    <BusyRegion label="Loading the target score settings">
      {Array.from({ length: ROW_COUNT }, (_, i) => (
        <Box key={i} sx={{ ...ROW_GRID, mb: 3 }}>
          <Skeleton variant="rounded" height={FIELD_HEIGHT} />
          <Skeleton variant="rounded" height={FIELD_HEIGHT} />
        </Box>
      ))}
      <Skeleton variant="text" width={160} />
      <Skeleton variant="rounded" width={180} height={36} sx={{ mt: 2 }} />
    </BusyRegion>
  );
}

/**
 * /settings/target-score: six targets, each beside its weight, in the form's units; field errors as typed, the
 * weights' total and its form-level error, Save and Cancel. The form only draws what the lib holds, so a failed
 * save loses nothing typed.
 */
export function TargetScoreForm<Field extends string>(props: TargetScoreFormProps<Field>) {
  const { status, editable } = props;
  if (status === 'error') return <ErrorState message={props.loadError ?? 'Unable to load the target score settings.'} onRetry={props.onRetry} />;
  if (status !== 'loaded') return <FormSkeleton />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.canSave && !props.saving) props.onSave();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Target score settings" aria-busy={props.saving || undefined}>
      <Stack spacing={1}>
        {props.rows.map((row) => (
          <Box key={row.metric} sx={ROW_GRID}>
            <TargetInput info={row.target} editable={editable} onChange={props.onChange} />
            <TargetInput info={row.weight} editable={editable} onChange={props.onChange} />
          </Box>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {`Total weight: ${props.weightTotal === null ? '–' : `${props.weightTotal}%`}`}
      </Typography>
      {props.weightsError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {props.weightsError}
        </Alert>
      ) : null}
      {props.saveError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {props.saveError}
        </Alert>
      ) : null}
      {editable ? (
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={!props.canSave || props.saving}>
            {props.saving ? 'Saving…' : 'Save'}
          </Button>
          <Button onClick={props.onCancel} disabled={props.saving}>
            Cancel
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}
