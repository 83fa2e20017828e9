import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PublicCard } from '../../ui/PublicCard';
import { TextLink } from '../../ui/TextLink';

export default function PasswordResetCompletePage() {
  return (
    <PublicCard title="Your password is changed">
      <Stack spacing={2}>
        <Typography>Log in with your new password.</Typography>
        <TextLink href="/login">Log in</TextLink>
      </Stack>
    </PublicCard>
  );
}
