import TextField from '@mui/material/TextField';
import type { Option } from './request-view-types.js';

export interface OptionSelectProps<V extends string | number> {
  label: string;
  options: readonly Option<V>[];
  value: V | null;
  onChange: (value: V) => void;
  /** Shown first when nothing is chosen (value null); choosing it calls `onNone` when given. */
  noneLabel?: string;
  onNone?: () => void;
  error?: string | undefined;
  helperText?: string | undefined;
  disabled?: boolean | undefined;
}

/**
 * A select of Option<V>s drawn as the browser's own (native) select: one tap on a phone, the keyboard's
 * type-to-find, and no popup to portal. Values round-trip through their string form.
 */
export function OptionSelect<V extends string | number>(props: OptionSelectProps<V>) {
  const { options, value } = props;
  return (
    <TextField
      select
      fullWidth
      label={props.label}
      value={value === null ? '' : String(value)}
      disabled={props.disabled}
      error={Boolean(props.error)}
      helperText={props.error ?? props.helperText ?? ' '}
      onChange={(event) => {
        const chosen = options.find((option) => String(option.value) === event.target.value);
        if (chosen) props.onChange(chosen.value);
        else props.onNone?.();
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {value === null || props.noneLabel ? <option value="">{props.noneLabel ?? 'Choose…'}</option> : null}
      {options.map((option) => (
        <option key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
          {option.hint ? `${option.label} (${option.hint})` : option.label}
        </option>
      ))}
    </TextField>
  );
}
