import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

export interface SearchBoxProps {
  /** The search in effect (e.g. search_terms from the URL); the field starts from it. */
  value: string;
  onSearch: (term: string) => void;
  onClear: () => void;
  label?: string;
  placeholder?: string;
  disabled?: boolean;
  fullWidth?: boolean;
}

/** Enter or the search icon submits; the clear icon, or leaving the field empty, clears (P5-039..P5-042). */
export function SearchBox({
  value,
  onSearch,
  onClear,
  label = 'Search',
  placeholder = 'Search',
  disabled,
  fullWidth,
}: SearchBoxProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);

  const submit = () => {
    const term = text.trim();
    if (term) onSearch(term);
    else onClear();
  };
  const clear = () => {
    setText('');
    onClear();
  };

  return (
    <TextField
      type="search"
      size="small"
      value={text}
      placeholder={placeholder}
      disabled={disabled}
      fullWidth={fullWidth}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          submit();
        }
      }}
      onBlur={() => {
        if (!text.trim() && value) onClear();
      }}
      sx={{ '& input::-webkit-search-cancel-button': { display: 'none' } }}
      slotProps={{
        htmlInput: { 'aria-label': label },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {text ? (
                <IconButton aria-label="Clear search" size="small" onClick={clear} disabled={disabled}>
                  <ClearIcon fontSize="small" />
                </IconButton>
              ) : null}
              <IconButton
                aria-label="Submit search"
                size="small"
                edge="end"
                onClick={submit}
                disabled={disabled}
              >
                <SearchIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
