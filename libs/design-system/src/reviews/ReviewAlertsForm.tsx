import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent } from 'react';
import { ErrorState } from '../states/ErrorState/ErrorState.js';
import { BusyRegion } from '../states/Skeletons/BusyRegion.js';

export type ReviewAlertRatingsChoice = 'all' | 'low';

/** A location group to alert for. */
export interface ReviewAlertGroup {
  id: number;
  name: string;
}

export interface ReviewAlertsFormProps {
  status: 'loading' | 'loaded' | 'error';
  loadError: string | null;
  /** Where the e-mails go. */
  email: string;
  enabled: boolean;
  ratings: ReviewAlertRatingsChoice;
  /** The account's groups to choose from; none: the picker is not shown, every location counts. */
  groupChoices: readonly ReviewAlertGroup[];
  /** The chosen groups; none means every location. */
  selectedGroups: readonly ReviewAlertGroup[];
  /** Why the alerts are off, e.g. "You turned these alerts off from an e-mail on …". */
  notice: string | null;
  /** False: the settings are shown read-only (no alert update permission). */
  editable: boolean;
  canSave: boolean;
  saving: boolean;
  /** The server's reason a save failed; what was chosen stays. */
  saveError: string | null;
  onEnabledChange: (enabled: boolean) => void;
  onRatingsChange: (ratings: ReviewAlertRatingsChoice) => void;
  onGroupsChange: (groupIds: number[]) => void;
  onSave: () => void;
  onRetry?: () => void;
}

const RATING_OPTIONS: readonly { value: ReviewAlertRatingsChoice; label: string }[] = [
  { value: 'all', label: 'All ratings' },
  { value: 'low', label: '1-2 stars only' },
];

const ALL_LOCATIONS = 'All locations';

function FormSkeleton() {
  return (
    <BusyRegion label="Loading your review alert settings">
      <Skeleton variant="text" width={280} />
      <Skeleton variant="text" width={200} />
      <Skeleton variant="rounded" height={56} sx={{ my: 2 }} />
      <Skeleton variant="rounded" width={80} height={36} />
    </BusyRegion>
  );
}

/**
 * The new-review alert e-mails of the signed-in user: on or off, all ratings or only 1-2 stars, for some
 * groups or every location, and the address they go to. It draws what the lib holds, so a failed save
 * loses nothing chosen.
 */
export function ReviewAlertsForm(props: ReviewAlertsFormProps) {
  const ratingsLabel = useId();
  if (props.status === 'error')
    return <ErrorState message={props.loadError ?? 'Your review alert settings could not be loaded.'} onRetry={props.onRetry} />;
  if (props.status !== 'loaded') return <FormSkeleton />;
  const { editable, enabled, saving } = props;
  // The choices stay open while alerts are off, so a user sets them up before turning alerts on.
  const optionsDisabled = !editable || saving;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.canSave && !saving) props.onSave();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Review alerts" aria-busy={saving || undefined} sx={{ maxWidth: 560 }}>
      <Stack spacing={2}>
        {/* A standing fact, not news: a status the screen reader reads when asked, not an interrupting alert. */}
        {props.notice ? (
          <Alert severity="info" role="status">
            {props.notice}
          </Alert>
        ) : null}
        <Box>
          <FormControlLabel
            control={<Switch checked={enabled} onChange={(event) => props.onEnabledChange(event.target.checked)} />}
            label="E-mail me when a review arrives"
            disabled={!editable || saving}
          />
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {`Alerts go to ${props.email}.`}
          </Typography>
        </Box>
        <FormControl disabled={optionsDisabled}>
          <FormLabel id={ratingsLabel}>Which reviews</FormLabel>
          <RadioGroup
            row
            aria-labelledby={ratingsLabel}
            value={props.ratings}
            onChange={(event) => {
              const option = RATING_OPTIONS.find((o) => o.value === event.target.value);
              if (option) props.onRatingsChange(option.value);
            }}
          >
            {RATING_OPTIONS.map((option) => (
              <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
            ))}
          </RadioGroup>
        </FormControl>
        {props.groupChoices.length > 0 ? (
          <Autocomplete<ReviewAlertGroup, true>
            multiple
            options={props.groupChoices}
            value={[...props.selectedGroups]}
            disabled={optionsDisabled}
            getOptionLabel={(group) => group.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            onChange={(_event, groups) => props.onGroupsChange(groups.map((group) => group.id))}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Locations"
                placeholder={props.selectedGroups.length === 0 ? ALL_LOCATIONS : undefined}
                helperText={props.selectedGroups.length === 0 ? `${ALL_LOCATIONS}: choose groups to narrow the alerts.` : ' '}
              />
            )}
          />
        ) : (
          <Typography variant="body2">{`${ALL_LOCATIONS}: the account has no location groups to narrow the alerts to.`}</Typography>
        )}
        {props.saveError ? <Alert severity="error">{props.saveError}</Alert> : null}
        {editable ? (
          <Box>
            <Button type="submit" variant="contained" disabled={!props.canSave || saving}>
              {saving ? 'Saving…' : 'Save'}
            </Button>
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Your account administrator manages these alerts.
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
