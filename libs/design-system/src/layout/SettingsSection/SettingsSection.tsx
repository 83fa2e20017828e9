import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface SettingsSectionProps {
  title: string;
  /** Shown instead of the content when the user may not open it (e.g. no permission). */
  note?: string | null;
  children?: ReactNode;
}

/** One titled part of a settings page (a region named by its heading), e.g. the profile's Notifications. */
export function SettingsSection({ title, note, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {note ? <Typography>{note}</Typography> : children}
    </Box>
  );
}
