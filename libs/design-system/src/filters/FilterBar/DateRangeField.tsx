import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ThemeIsland } from '../../theme/ThemeIsland.js';
import type { CustomRangeErrorsView, CustomRangeInput, CustomRangeVerdict } from './filter-bar-model.js';

/** What the user types in each date input (P5-006). */
export const CUSTOM_DATE_PLACEHOLDER = 'MM/DD/YY';

export interface DateRangeFieldProps {
  /** The starting text of both inputs, as MM/DD/YY. */
  from: string;
  to: string;
  errors?: CustomRangeErrorsView | undefined;
  validate: (input: CustomRangeInput) => CustomRangeVerdict;
  /** Called with the YYYY-MM-DD range once the model accepts it. */
  onApply: (range: { from: string; to: string }) => void;
  disabled?: boolean | undefined;
}

/**
 * The custom range: two MM/DD/YY inputs with the model's errors under them (P5-001..P5-004). In its own
 * theme island: the filter bar loads it lazily, when Custom is shown.
 */
export function DateRangeField(props: DateRangeFieldProps) {
  const [text, setText] = useState<CustomRangeInput>({ from: props.from, to: props.to });
  const [errors, setErrors] = useState<CustomRangeErrorsView>(props.errors ?? {});

  const apply = () => {
    const verdict = props.validate(text);
    setErrors(verdict.errors);
    if (verdict.range) props.onApply(verdict.range);
  };
  const input = (field: keyof CustomRangeInput, label: string) => (
    <TextField
      size="small"
      label={label}
      placeholder={CUSTOM_DATE_PLACEHOLDER}
      value={text[field]}
      disabled={props.disabled}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={{ width: 140 }}
      onChange={(event) => setText((current) => ({ ...current, [field]: event.target.value }))}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
    />
  );
  return (
    <ThemeIsland>
      <Stack
        direction="row"
        spacing={1}
        role="group"
        aria-label="Custom date range"
        sx={{ alignItems: 'flex-start' }}
      >
        {input('from', 'From')}
        {input('to', 'To')}
        <Button variant="contained" onClick={apply} disabled={props.disabled}>
          Apply
        </Button>
      </Stack>
    </ThemeIsland>
  );
}
