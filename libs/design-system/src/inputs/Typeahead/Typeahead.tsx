import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { TYPEAHEAD_MAX_OPTIONS } from '../../theme/constants.js';
import { prefixMatch, type NamedOption } from './prefix-match.js';

export interface TypeaheadProps<T extends NamedOption> {
  label: string;
  options: readonly T[];
  value: T | null;
  onChange: (value: T | null) => void;
  /** The typed text, for apps that fetch matching options from the server. */
  onInputChange?: (text: string) => void;
  loading?: boolean;
  disabled?: boolean;
  maxOptions?: number;
  noOptionsText?: string;
  required?: boolean;
  errorText?: string;
}

/** Pick one named option by typing the start of its name; shows at most 5 matches (P5-036, P9-027). */
export function Typeahead<T extends NamedOption>(props: TypeaheadProps<T>) {
  const {
    label,
    options,
    value,
    onChange,
    onInputChange,
    loading,
    disabled,
    maxOptions = TYPEAHEAD_MAX_OPTIONS,
  } = props;
  return (
    <Autocomplete<T>
      options={options}
      value={value}
      onChange={(_, next) => onChange(next)}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') onInputChange?.(text);
      }}
      filterOptions={(all, state) => prefixMatch(all, state.inputValue, maxOptions)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={loading}
      disabled={disabled}
      noOptionsText={props.noOptionsText ?? 'No matches'}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={props.required}
          error={Boolean(props.errorText)}
          helperText={props.errorText}
        />
      )}
    />
  );
}
