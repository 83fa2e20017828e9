import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { TIME_TEXT_MAX_LENGTH, type TimeOptionView } from './hours-types.js';

export interface TimeInputProps {
  /** Accessible name, e.g. 'Monday opens'. */
  label: string;
  text: string;
  error: boolean;
  options: readonly TimeOptionView[];
  onChange: (text: string) => void;
  disabled?: boolean;
}

/**
 * A time typed or picked (arrow keys and Enter pick from the list of every 30 minutes plus '24 hours');
 * the text goes to the caller as typed, at most 8 characters, and an invalid one shows as error.
 */
export function TimeInput({ label, text, error, options, onChange, disabled }: TimeInputProps) {
  return (
    <Autocomplete
      freeSolo
      disableClearable
      size="small"
      disabled={disabled}
      options={options.map((option) => option.label)}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset' || value !== text) onChange(value.slice(0, TIME_TEXT_MAX_LENGTH));
      }}
      filterOptions={(all, state) => {
        const typed = state.inputValue.trim().toLowerCase();
        // A time already chosen shows the whole list; typing narrows it to what starts the same.
        if (!typed || all.some((option) => option.toLowerCase() === typed)) return all;
        return all.filter((option) => option.toLowerCase().startsWith(typed));
      }}
      sx={{ width: 140 }}
      renderInput={(params) => (
        <TextField
          {...params}
          error={error}
          placeholder="h:mm AM"
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: TIME_TEXT_MAX_LENGTH, 'aria-label': label, 'aria-invalid': error },
          }}
        />
      )}
    />
  );
}
