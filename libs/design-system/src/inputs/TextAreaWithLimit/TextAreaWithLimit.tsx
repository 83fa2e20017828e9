import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { characterCount } from './character-count.js';

export interface TextAreaWithLimitProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The site's limit; the counter is counted from it unless `counter` is given. */
  limit?: number;
  /** A counter counted elsewhere (a store that counts as the site does); wins over `limit`. */
  counter?: { text: string; over: boolean };
  placeholder?: string;
  disabled?: boolean;
  /** The app's own error, shown instead of the counter. */
  errorText?: string;
}

/** A 4-row text area with a remaining/too-many counter (P5-032..P5-034); typing past the limit is allowed. */
export function TextAreaWithLimit({
  label,
  value,
  onChange,
  limit,
  counter,
  placeholder,
  disabled,
  errorText,
}: TextAreaWithLimitProps) {
  const count = counter ?? (limit === undefined ? { text: '', over: false } : characterCount(value.length, limit));
  const helperId = useId();
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={placeholder}
      disabled={disabled}
      multiline
      rows={4}
      fullWidth
      error={count.over || Boolean(errorText)}
      helperText={errorText ?? (count.text || ' ')}
      slotProps={{
        formHelperText: { id: helperId, role: 'status' },
        htmlInput: { 'aria-describedby': helperId },
      }}
    />
  );
}
