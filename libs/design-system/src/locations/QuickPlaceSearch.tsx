import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export interface QuickPlaceSearchProps {
  text: string;
  busy: boolean;
  /** What the search found (the place's category). */
  message: string | null;
  error: string | null;
  onTextChange: (text: string) => void;
  onApply: () => void;
}

/** The location form's quick place search: a Google Place ID, checked and taken with its category. */
export function QuickPlaceSearch({ text, busy, message, error, onTextChange, onApply }: QuickPlaceSearchProps) {
  return (
    <Stack spacing={1} component="section" aria-label="Quick place search">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Find by Google Place ID"
          value={text}
          size="small"
          error={Boolean(error)}
          helperText={error ?? ' '}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches here instead of submitting the location form.
            if (event.key === 'Enter') {
              event.preventDefault();
              onApply();
            }
          }}
          sx={{ flexGrow: 1 }}
        />
        <Button variant="outlined" onClick={onApply} disabled={busy || !text.trim()}>
          {busy ? 'Searching…' : 'Use Place'}
        </Button>
      </Stack>
      {message ? <Alert severity="success">{message}</Alert> : null}
    </Stack>
  );
}
