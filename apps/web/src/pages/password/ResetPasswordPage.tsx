import { useAuth, EXPIRED_PASSWORD_PATH } from '@locus/auth';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PublicCard } from '../../ui/PublicCard';
import { useFields } from '../../ui/use-fields';
import { MIN_PASSWORD, PASSWORDS_DIFFER } from '../signup/signup-form';

/**
 * Sets a new password from the e-mailed link: GET /passwords checks the token first (P7-072; an
 * unknown or expired one goes to /expired-password), PATCH /passwords sets it (P7-071).
 */
export default function ResetPasswordPage() {
  const auth = useAuth();
  const token = new URLSearchParams(useLocation().search).get('reset_password_token') ?? '';
  const [email, setEmail] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { values, bind } = useFields({ password: '', password_confirmation: '' });

  useEffect(() => {
    if (!token) return;
    let live = true;
    void auth.checkResetToken(token).then((result) => {
      if (live && result.ok) setEmail(result.data.email);
    });
    return () => {
      live = false;
    };
  }, [auth, token]);

  if (!token) return <Navigate to={EXPIRED_PASSWORD_PATH} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (values.password.length < MIN_PASSWORD)
      return setError(`The password needs at least ${MIN_PASSWORD} characters`);
    if (values.password !== values.password_confirmation) return setError(PASSWORDS_DIFFER);
    setError(null);
    const result = await auth.resetPassword(token, values.password, values.password_confirmation);
    if (!result.ok) setError(result.error);
  };

  return (
    <PublicCard title="Choose a new password">
      {email === null ? (
        <Typography color="text.secondary">Checking your link…</Typography>
      ) : (
        <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
          <Stack spacing={2}>
            <Typography>For {email}</Typography>
            {error ? <Alert severity="error">{error}</Alert> : null}
            <TextField
              label="New password"
              type="password"
              autoComplete="new-password"
              {...bind('password')}
            />
            <TextField
              label="Confirm new password"
              type="password"
              autoComplete="new-password"
              {...bind('password_confirmation')}
            />
            <Button type="submit" variant="contained">
              Save Password
            </Button>
          </Stack>
        </Box>
      )}
    </PublicCard>
  );
}
