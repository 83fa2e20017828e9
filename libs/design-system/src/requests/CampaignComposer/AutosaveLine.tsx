import Typography from '@mui/material/Typography';

export interface AutosaveLineProps {
  saving: boolean;
  saveError: string | null;
}

/** The draft's autosave: a quiet status while it saves or after, an alert when a save failed. */
export function AutosaveLine({ saving, saveError }: AutosaveLineProps) {
  if (saveError && !saving)
    return (
      <Typography role="alert" variant="body2" color="error">
        {saveError}
      </Typography>
    );
  return (
    <Typography role="status" variant="body2" color="text.secondary">
      {saving ? 'Saving…' : 'All changes saved'}
    </Typography>
  );
}
