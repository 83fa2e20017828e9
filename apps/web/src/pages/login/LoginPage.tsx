import { useLoginForm } from '@locus/auth';
import { TextInput } from '@locus/design-system';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useLocation } from 'react-router';
import { PublicCard } from '../../ui/PublicCard';
import { TextLink } from '../../ui/TextLink';

/**
 * Log in (P7-065). The server's refusal shows above the form and the typed values stay (P4-008);
 * `confirmation_token` in the query confirms the e-mail with this login; `invalidated` says why.
 * Its fields are the light TextInput: the first page a phone loads carries no MUI select, menu or modal.
 */
export default function LoginPage() {
  const { search } = useLocation();
  const form = useLoginForm({ search });
  const confirming = new URLSearchParams(search).has('confirmation_token');
  return (
    <PublicCard title="Log in">
      <Box component="form" noValidate onSubmit={(event) => void form.submit(event)}>
        <Stack spacing={2}>
          {form.notice ? <Alert severity="info">{form.notice}</Alert> : null}
          {confirming ? <Alert severity="info">Log in to confirm your e-mail address.</Alert> : null}
          {form.formError ? <Alert severity="error">{form.formError}</Alert> : null}
          <TextInput
            label="E-mail"
            type="email"
            name="email"
            autoComplete="username"
            autoFocus
            value={form.email}
            onChange={(event) => form.setEmail(event.target.value)}
            error={Boolean(form.errors.email)}
            helperText={form.errors.email}
          />
          <TextInput
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={form.password}
            onChange={(event) => form.setPassword(event.target.value)}
            error={Boolean(form.errors.password)}
            helperText={form.errors.password}
          />
          <Button type="submit" variant="contained" size="large" disabled={form.submitting}>
            {form.submitting ? 'Logging in…' : 'Log In'}
          </Button>
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <TextLink href="/forgot-password">Forgot your password?</TextLink>
            <TextLink href="/signup">Create an account</TextLink>
          </Box>
        </Stack>
      </Box>
    </PublicCard>
  );
}
