import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export interface LogoUrlFieldProps {
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange(value: string): void;
}

/** The logo's address, with a small preview of it as customers will see it on their page. */
export function LogoUrlField({ value, error, disabled, onChange }: LogoUrlFieldProps) {
  const preview = value.trim() !== '' && !error;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        label="Logo URL"
        type="url"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? 'An image address starting with https://; shown at the top of the page.'}
        disabled={disabled}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'url' } }}
      />
      {preview ? (
        <Box
          component="img"
          src={value}
          alt="Logo preview"
          sx={{
            display: 'block',
            flexShrink: 0,
            maxWidth: 160,
            maxHeight: 56,
            objectFit: 'contain',
            p: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        />
      ) : null}
    </Stack>
  );
}
