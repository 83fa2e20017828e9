import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import type { Option } from './request-view-types.js';

export interface OptionRadiosProps<V> {
  label: string;
  options: readonly Option<V>[];
  value: V;
  onChange: (value: V) => void;
  disabled?: boolean | undefined;
}

// null (e.g. "no reminder") has no string form of its own.
const key = (value: unknown) => (value === null ? 'none' : String(value));

/** Options as a row of radios under a label; values round-trip through their string form. */
export function OptionRadios<V>({ label, options, value, onChange, disabled }: OptionRadiosProps<V>) {
  const labelId = useId();
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={key(value)}
        onChange={(event) => {
          const chosen = options.find((option) => key(option.value) === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={key(option.value)}
            value={key(option.value)}
            control={<Radio />}
            label={option.label}
            disabled={option.disabled}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
