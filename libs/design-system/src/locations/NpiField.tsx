import RefreshIcon from '@mui/icons-material/Refresh';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export interface NpiFieldProps {
  value: string;
  error: string | null;
  /** The provider the number belongs to, once looked up. */
  name: string | null;
  busy: boolean;
  onChange: (value: string) => void;
  /** Looks up 10 digits; other non-empty text is 'NPI not found'. */
  onBlur: () => void;
  /** Searches by public name, city, state and zip. */
  onRefresh: () => void;
}

/** The NPI field of healthcare accounts, with its refresh search. */
export function NpiField({ value, error, name, busy, onChange, onBlur, onRefresh }: NpiFieldProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label="NPI"
        value={value}
        error={Boolean(error)}
        helperText={error ?? name ?? ' '}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        sx={{ flexGrow: 1 }}
      />
      <IconButton aria-label="Find NPI by public name and address" onClick={onRefresh} disabled={busy} sx={{ mt: 1 }}>
        <RefreshIcon />
      </IconButton>
    </Stack>
  );
}
