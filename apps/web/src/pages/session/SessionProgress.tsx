import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PublicCard } from '../../ui/PublicCard';
import { TextLink } from '../../ui/TextLink';

/** The page of a session step in progress (SSO, account switch), or its failure. */
export function SessionProgress({
  title,
  busyText,
  error,
}: {
  title: string;
  busyText: string;
  error: string | null;
}) {
  return (
    <PublicCard title={title}>
      {error ? (
        <Stack spacing={2}>
          <Alert severity="error">{error}</Alert>
          <TextLink href="/login">Go to log in</TextLink>
        </Stack>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{busyText}</Typography>
        </Stack>
      )}
    </PublicCard>
  );
}
