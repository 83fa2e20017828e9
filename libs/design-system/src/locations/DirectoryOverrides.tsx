import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export interface DirectoryOverrideRow {
  code: string;
  name: string;
  checked: boolean;
  phone: string;
  website: string;
  errors: Partial<Record<'phone' | 'website', string>>;
}

export interface DirectoryOverridesProps {
  rows: readonly DirectoryOverrideRow[];
  saving: boolean;
  onCheck: (code: string, checked: boolean) => void;
  onChange: (code: string, kind: 'phone' | 'website', value: string) => void;
  onBlur: (code: string, kind: 'phone' | 'website') => void;
  onSave: () => void;
}

/** Directory-specific phone and website: a checkbox per directory shows its inputs (local_listing create). */
export function DirectoryOverrides({ rows, saving, onCheck, onChange, onBlur, onSave }: DirectoryOverridesProps) {
  return (
    <Stack spacing={1} component="section" aria-label="Directory-specific details">
      <Typography variant="subtitle1" component="h3">
        Directory-Specific Details
      </Typography>
      {rows.length === 0 ? <Typography variant="body2">No directories found for this location</Typography> : null}
      {rows.map((row) => (
        <Stack key={row.code} spacing={1}>
          <FormControlLabel
            control={<Checkbox checked={row.checked} onChange={(event) => onCheck(row.code, event.target.checked)} disabled={saving} />}
            label={row.name}
          />
          {row.checked ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ pl: 4 }}>
              {(['phone', 'website'] as const).map((kind) => (
                <TextField
                  key={kind}
                  size="small"
                  label={`${row.name} ${kind}`}
                  value={row[kind]}
                  error={Boolean(row.errors[kind])}
                  helperText={row.errors[kind] ?? ' '}
                  disabled={saving}
                  onChange={(event) => onChange(row.code, kind, event.target.value)}
                  onBlur={() => onBlur(row.code, kind)}
                />
              ))}
            </Stack>
          ) : null}
        </Stack>
      ))}
      <div>
        <Button variant="outlined" onClick={onSave} disabled={saving}>
          Save Directory Details
        </Button>
      </div>
    </Stack>
  );
}
