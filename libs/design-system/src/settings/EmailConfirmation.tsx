import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routeClick } from '../utils/link-click.js';

export interface EmailConfirmationProps {
  /** ready: waiting for the click (mail scanners open links, so opening alone confirms nothing). */
  status: 'ready' | 'confirming' | 'confirmed' | 'failed';
  message: string | null;
  onConfirm(): void;
  /** Where to go once done: the sign-in page. */
  continueHref: string;
  continueLabel: string;
  onNavigate?: (href: string) => void;
}

/** What the e-mailed link opens: a button that confirms the new address, then the address in use or why it failed. */
export function EmailConfirmation({ status, message, onConfirm, continueHref, continueLabel, onNavigate }: EmailConfirmationProps) {
  if (status === 'ready' || status === 'confirming') {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>Confirm that this address is yours to start signing in with it.</Typography>
        <Button variant="contained" onClick={onConfirm} disabled={status === 'confirming'}>
          {status === 'confirming' ? 'Confirming…' : 'Confirm my new address'}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity={status === 'confirmed' ? 'success' : 'error'} sx={{ alignSelf: 'stretch' }}>
        {message}
      </Alert>
      <Button variant="outlined" href={continueHref} onClick={routeClick(continueHref, onNavigate)}>
        {continueLabel}
      </Button>
    </Stack>
  );
}
