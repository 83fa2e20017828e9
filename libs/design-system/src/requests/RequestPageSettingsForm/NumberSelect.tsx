import TextField from '@mui/material/TextField';

export interface NumberSelectProps {
  label: string;
  /** null is the '' option (e.g. "Off"), when `noneLabel` is given. */
  value: number | null;
  values: readonly number[];
  optionLabel(value: number): string;
  noneLabel?: string;
  helperText: string;
  disabled: boolean;
  onChange(value: number | null): void;
}

/** A native select of numbers (thresholds, days): quick on a phone, and typed back into numbers. */
export function NumberSelect({
  label,
  value,
  values,
  optionLabel,
  noneLabel,
  helperText,
  disabled,
  onChange,
}: NumberSelectProps) {
  return (
    <TextField
      select
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      helperText={helperText}
      disabled={disabled}
      size="small"
      fullWidth
      slotProps={{ select: { native: true } }}
    >
      {noneLabel !== undefined ? <option value="">{noneLabel}</option> : null}
      {values.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </TextField>
  );
}
