import { useAuth } from '@locus/auth';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { PublicCard } from '../../ui/PublicCard';
import { TextLink } from '../../ui/TextLink';

/** Asks for a password-reset link (POST /passwords, P7-070). */
export default function ForgotPasswordPage() {
  const auth = useAuth();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setOutcome({ ok: false, text: 'E-mail is required' });
    setSubmitting(true);
    const result = await auth.forgotPassword(email.trim());
    setSubmitting(false);
    setOutcome(
      result.ok
        ? {
            ok: true,
            text: `If an account uses ${email.trim()}, a link to reset its password is on its way.`,
          }
        : { ok: false, text: result.error },
    );
  };

  return (
    <PublicCard title="Forgot your password?">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          {outcome ? <Alert severity={outcome.ok ? 'success' : 'error'}>{outcome.text}</Alert> : null}
          <TextField
            label="E-mail"
            type="email"
            name="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" variant="contained" disabled={submitting}>
            Send Reset Link
          </Button>
          <TextLink href="/login">Back to log in</TextLink>
        </Stack>
      </Box>
    </PublicCard>
  );
}
