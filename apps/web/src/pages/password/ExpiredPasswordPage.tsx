import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PublicCard } from '../../ui/PublicCard';
import { TextLink } from '../../ui/TextLink';

/** Where an unknown or expired reset or invitation link leads; a pending invitee's new link sets their first password. */
export default function ExpiredPasswordPage() {
  return (
    <PublicCard title="This link has expired">
      <Stack spacing={2}>
        <Typography>
          Password reset and invitation links work once and for a limited time. Ask for a new one to choose your
          password, or ask your administrator to send your invitation again.
        </Typography>
        <TextLink href="/forgot-password">Send me a new link</TextLink>
      </Stack>
    </PublicCard>
  );
}
