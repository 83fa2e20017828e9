import TextField from '@mui/material/TextField';
import type { SettingsFormProps } from './settings-form-props.js';

export interface SettingsSelectFieldProps<K extends string> {
  form: SettingsFormProps<K>;
  field: K;
  label: string;
  choices: readonly { value: string; label: string }[];
  /** A first "none" choice (value ''), e.g. "Not set". */
  noneLabel?: string;
  hint?: string;
}

/**
 * A choice of a settings form as a native select: keyboard and screen-reader friendly, fine on a phone, and
 * light with a long list (the time zones), where typing jumps to a zone.
 */
export function SettingsSelectField<K extends string>({ form, field, label, choices, noneLabel, hint }: SettingsSelectFieldProps<K>) {
  const error = form.errors[field];
  return (
    <TextField
      select
      label={label}
      value={form.values[field]}
      onChange={(event) => form.onChange(field, event.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint ?? ' '}
      disabled={!form.editable || form.saving}
      size="small"
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {noneLabel !== undefined ? <option value="">{noneLabel}</option> : null}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </TextField>
  );
}
