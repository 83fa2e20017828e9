import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { ErrorState } from '../states/ErrorState/ErrorState.js';
import { BusyRegion } from '../states/Skeletons/BusyRegion.js';
import type { SettingsFormProps } from './settings-form-props.js';

export interface SettingsFormShellProps<K extends string> {
  form: SettingsFormProps<K>;
  /** The form's accessible name, also used in the loading and error texts. */
  label: string;
  submitLabel: string;
  /** Submit only once something changed (an edit form); a request form (password, e-mail) submits any time. */
  needsChange?: boolean;
  /** How many fields the loading skeleton shows. */
  fields?: number;
  children: ReactNode;
}

/**
 * What every settings form shares: its loading skeleton and load error, the form element (Enter submits),
 * the server's refusal above the button and the success notice, read out by screen readers.
 */
export function SettingsFormShell<K extends string>({ form, label, submitLabel, needsChange = true, fields = 3, children }: SettingsFormShellProps<K>) {
  if (form.status === 'error') return <ErrorState message={form.loadError ?? `The ${label.toLowerCase()} could not be loaded.`} onRetry={form.onRetry} />;
  if (form.status === 'loading') {
    return (
      <BusyRegion label={`Loading the ${label.toLowerCase()}`}>
        {Array.from({ length: fields }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={40} sx={{ my: 2, maxWidth: 480 }} />
        ))}
        <Skeleton variant="rounded" width={80} height={36} />
      </BusyRegion>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.saving && form.editable && (form.dirty || !needsChange)) form.onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={label} aria-busy={form.saving || undefined} sx={{ maxWidth: 480, minWidth: 0 }}>
      <Stack spacing={2}>
        {children}
        {form.saveError ? <Alert severity="error">{form.saveError}</Alert> : null}
        <Box role="status" aria-live="polite">
          {form.notice ? <Alert severity="success">{form.notice}</Alert> : null}
        </Box>
        {form.editable ? (
          <Box>
            <Button type="submit" variant="contained" disabled={form.saving || (needsChange && !form.dirty)}>
              {form.saving ? 'Saving…' : submitLabel}
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
