import { useAuth } from '@locus/auth';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { PublicCard } from '../../ui/PublicCard';
import { TextLink } from '../../ui/TextLink';
import { useFields } from '../../ui/use-fields';
import {
  ACCOUNT_FIELDS,
  EMPTY_SIGNUP,
  FIELD_LABELS,
  LOCATION_FIELDS,
  signupProblem,
  signupRequest,
  type SignupField,
} from './signup-form';

const TYPES: Partial<Record<SignupField, string>> = {
  email: 'email',
  password: 'password',
  password_confirmation: 'password',
  phone: 'tel',
};

/**
 * Sign-up (POST /signup/user, P7-064), with the first location on /signup/location. A refusal shows
 * the server's text or 'There was an issue creating your account. Please refresh and try again.' (P5-048).
 */
export function SignupForm({ withLocation }: { withLocation: boolean }) {
  const auth = useAuth();
  const { values, bind } = useFields(EMPTY_SIGNUP);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = signupProblem(values, withLocation);
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    const result = await auth.signup(signupRequest(values, withLocation));
    setSubmitting(false);
    if (result.ok) setSentTo(result.data.email);
    else setError(result.error);
  };

  if (sentTo)
    return (
      <PublicCard title="Check your e-mail">
        <Typography>
          We sent a confirmation link to <strong>{sentTo}</strong>. Open it to confirm your address and log
          in.
        </Typography>
      </PublicCard>
    );

  const field = (name: SignupField) => (
    <TextField key={name} label={FIELD_LABELS[name]} type={TYPES[name] ?? 'text'} required {...bind(name)} />
  );
  return (
    <PublicCard title={withLocation ? 'Create your account and first location' : 'Create your account'}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          {ACCOUNT_FIELDS.map(field)}
          {withLocation ? (
            <>
              <Typography variant="subtitle1" component="h2">
                Your first location
              </Typography>
              {LOCATION_FIELDS.map(field)}
            </>
          ) : null}
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            {submitting ? 'Creating your account…' : 'Create Account'}
          </Button>
          <TextLink href="/login">Already have an account? Log in</TextLink>
        </Stack>
      </Box>
    </PublicCard>
  );
}
