import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../states/ErrorState/ErrorState.js';
import { LoadingBar } from '../states/LoadingBar/LoadingBar.js';

export interface GroupStepProps {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  error: string | null;
  locationName: string;
  options: readonly { id: number; name: string; selected: boolean }[];
  saving: boolean;
  onToggle: (id: number) => void;
  onSave: () => void;
  /** Go on to the location without changing its groups. */
  onSkip: () => void;
  onRetry?: () => void;
}

/** /settings/locations/new/{id}/groups: the new location's groups, picked after it was created. */
export function GroupStep(props: GroupStepProps) {
  const { status } = props;
  return (
    <Stack spacing={2} component="form" onSubmit={(event) => (event.preventDefault(), props.onSave())} sx={{ maxWidth: 560 }}>
      <Typography variant="h5" component="h1">
        Add to Groups
      </Typography>
      {status === 'loading' || status === 'idle' ? <LoadingBar label="Loading groups" /> : null}
      {status === 'error' ? <ErrorState message={props.error ?? 'Error fetching groups'} onRetry={props.onRetry} /> : null}
      {status === 'loaded' ? (
        <>
          <Typography variant="body1">Choose the groups {props.locationName || 'this location'} belongs to.</Typography>
          {props.options.length === 0 ? (
            <Alert severity="info">This account has no groups yet.</Alert>
          ) : (
            <FormGroup aria-label="Groups">
              {props.options.map((option) => (
                <FormControlLabel
                  key={option.id}
                  control={<Checkbox checked={option.selected} onChange={() => props.onToggle(option.id)} />}
                  label={option.name}
                />
              ))}
            </FormGroup>
          )}
        </>
      ) : null}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={status !== 'loaded' || props.saving}>
          {props.saving ? 'Saving…' : 'Save'}
        </Button>
        <Button onClick={props.onSkip} disabled={props.saving}>
          Skip
        </Button>
      </Stack>
    </Stack>
  );
}
