import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { SettingsSection } from '../../layout/SettingsSection/SettingsSection.js';
import { ErrorState } from '../../states/ErrorState/ErrorState.js';
import { BusyRegion } from '../../states/Skeletons/BusyRegion.js';
import { LogoUrlField } from './LogoUrlField.js';
import { NumberSelect } from './NumberSelect.js';
import { NPS_SCALE, STARS_SCALE, thresholdSentence } from './threshold-sentence.js';

export type RequestPageSettingsField =
  'npsThreshold' | 'starsThreshold' | 'reminderDays' | 'contactEmail' | 'contactNumber' | 'logoUrl';

/** The view model RequestPageSettingsView of libs/requests (requests-view-models.md, 11). */
export interface RequestPageSettingsFormProps {
  status: 'loading' | 'ready' | 'error';
  loadError: string | null;
  /** False: shown read-only (no permission to change the account's request settings). */
  editable: boolean;
  npsThreshold: number;
  starsThreshold: number;
  reminderDays: number | null;
  contactEmail: string;
  contactNumber: string;
  logoUrl: string;
  errors: Partial<Record<'contact_email' | 'contact_number' | 'logo_url', string>>;
  dirty: boolean;
  saving: boolean;
  saveError: string | null;
  savedNotice: string | null;
  onChange(field: RequestPageSettingsField, value: string | number | null): void;
  onSave(): void;
  onRetry(): void;
}

const NPS_VALUES = Array.from({ length: 11 }, (_, score) => score);
const STAR_VALUES = [1, 2, 3, 4, 5];
const REMINDER_DAYS = Array.from({ length: 30 }, (_, index) => index + 1);
const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);

function SettingsSkeleton() {
  return (
    <BusyRegion label="Loading the request page settings">
      <Skeleton variant="text" width={260} />
      <Skeleton variant="rounded" height={40} sx={{ my: 2 }} />
      <Skeleton variant="rounded" height={40} sx={{ my: 2 }} />
      <Skeleton variant="rounded" width={80} height={36} />
    </BusyRegion>
  );
}

/**
 * The account's landing-page settings (P3-042): which answers go on to a review site, the reminder new
 * campaigns start with, and the contact and logo customers see. It draws what the lib holds, so a failed
 * save loses nothing typed.
 */
export function RequestPageSettingsForm(props: RequestPageSettingsFormProps) {
  if (props.status === 'error')
    return (
      <ErrorState
        message={props.loadError ?? 'The request page settings could not be loaded.'}
        onRetry={props.onRetry}
      />
    );
  if (props.status === 'loading') return <SettingsSkeleton />;
  const { editable, saving, errors } = props;
  const disabled = !editable || saving;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.dirty && !saving) props.onSave();
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Request page settings"
      aria-busy={saving || undefined}
      sx={{ maxWidth: 560, minWidth: 0 }}
    >
      <SettingsSection title="Who goes on to a review site">
        <Stack spacing={2.5}>
          <Typography variant="body2" color="text.secondary">
            Customers answer one question on the page they open from a request. Happy customers are invited to
            a review site; the others can tell you privately what went wrong.
          </Typography>
          <NumberSelect
            label="Likely to recommend (0-10): invite from"
            value={props.npsThreshold}
            values={NPS_VALUES}
            optionLabel={String}
            helperText={thresholdSentence(props.npsThreshold, NPS_SCALE)}
            disabled={disabled}
            onChange={(value) => props.onChange('npsThreshold', value)}
          />
          <NumberSelect
            label="Star rating (1-5): invite from"
            value={props.starsThreshold}
            values={STAR_VALUES}
            optionLabel={(stars) => (stars === 1 ? '1 star' : `${stars} stars`)}
            helperText={thresholdSentence(props.starsThreshold, STARS_SCALE)}
            disabled={disabled}
            onChange={(value) => props.onChange('starsThreshold', value)}
          />
        </Stack>
      </SettingsSection>
      <SettingsSection title="Reminder">
        <NumberSelect
          label="Remind customers who have not answered"
          value={props.reminderDays}
          values={REMINDER_DAYS}
          optionLabel={(count) => `After ${days(count)}`}
          noneLabel="Off"
          helperText={
            props.reminderDays === null
              ? 'New campaigns send no reminder.'
              : `New campaigns send one reminder ${days(props.reminderDays)} after the request; each campaign can change it.`
          }
          disabled={disabled}
          onChange={(value) => props.onChange('reminderDays', value)}
        />
      </SettingsSection>
      <SettingsSection title="Contact shown to customers">
        <Stack spacing={2.5}>
          <Typography variant="body2" color="text.secondary">
            Shown at the foot of the page customers open, so they can reach you directly.
          </Typography>
          <TextField
            label="E-mail"
            type="email"
            value={props.contactEmail}
            onChange={(event) => props.onChange('contactEmail', event.target.value)}
            error={Boolean(errors.contact_email)}
            helperText={errors.contact_email ?? ' '}
            disabled={disabled}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'email' } }}
          />
          <TextField
            label="Phone"
            type="tel"
            value={props.contactNumber}
            onChange={(event) => props.onChange('contactNumber', event.target.value)}
            error={Boolean(errors.contact_number)}
            helperText={errors.contact_number ?? ' '}
            disabled={disabled}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { autoComplete: 'tel' } }}
          />
          <LogoUrlField
            value={props.logoUrl}
            error={errors.logo_url}
            disabled={disabled}
            onChange={(value) => props.onChange('logoUrl', value)}
          />
        </Stack>
      </SettingsSection>
      <Stack spacing={2}>
        {props.saveError ? <Alert severity="error">{props.saveError}</Alert> : null}
        {props.savedNotice ? (
          <Alert severity="success" role="status">
            {props.savedNotice}
          </Alert>
        ) : null}
        {editable ? (
          <Box>
            <Button type="submit" variant="contained" disabled={!props.dirty || saving}>
              {saving ? 'Saving…' : 'Save'}
            </Button>
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Your account administrator manages these settings.
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
