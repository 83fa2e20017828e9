import TextField from '@mui/material/TextField';
import type { HTMLInputTypeAttribute } from 'react';
import type { SettingsFormProps } from './settings-form-props.js';

export interface SettingsTextFieldProps<K extends string> {
  form: SettingsFormProps<K>;
  field: K;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url';
  /** Shown under the field while it has no error. */
  hint?: string;
  required?: boolean;
}

/** One text field of a settings form: its value and error from the form's view, its edits to onChange. */
export function SettingsTextField<K extends string>({ form, field, label, type = 'text', autoComplete, inputMode, hint, required }: SettingsTextFieldProps<K>) {
  const error = form.errors[field];
  return (
    <TextField
      label={label}
      type={type}
      value={form.values[field]}
      onChange={(event) => form.onChange(field, event.target.value)}
      error={Boolean(error)}
      helperText={error ?? hint ?? ' '}
      disabled={!form.editable || form.saving}
      required={required ?? false}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { ...(autoComplete ? { autoComplete } : {}), ...(inputMode ? { inputMode } : {}) } }}
    />
  );
}
