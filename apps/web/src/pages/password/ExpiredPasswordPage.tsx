import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PublicCard } from '../../ui/PublicCard';
import { TextLink } from '../../ui/TextLink';

/** Where an unknown or expired reset link leads. */
export default function ExpiredPasswordPage() {
  return (
    <PublicCard title="This link has expired">
      <Stack spacing={2}>
        <Typography>
          Password reset links work once and for a limited time. Ask for a new one to choose your password.
        </Typography>
        <TextLink href="/forgot-password">Send me a new link</TextLink>
      </Stack>
    </PublicCard>
  );
}
