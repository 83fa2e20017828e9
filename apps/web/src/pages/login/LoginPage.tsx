import { useLoginForm } from '@locus/auth';
import { FormColumn, LightButton, Notice, SpreadRow, TextInput } from '@locus/design-system';
import { useLocation } from 'react-router';
import { PublicCard } from '../../ui/PublicCard';
import { TextLink } from '../../ui/TextLink';

/**
 * Log in (P7-065). The server's refusal shows above the form and the typed values stay (P4-008);
 * `confirmation_token` in the query confirms the e-mail with this login; `invalidated` says why.
 * Only the design system's light views (native elements styled from the theme): the first page a phone
 * loads carries no MUI Button, Alert, select, menu or modal.
 */
export default function LoginPage() {
  const { search } = useLocation();
  const form = useLoginForm({ search });
  const confirming = new URLSearchParams(search).has('confirmation_token');
  return (
    <PublicCard title="Log in">
      <FormColumn noValidate onSubmit={(event) => void form.submit(event)}>
        {form.notice ? <Notice severity="info">{form.notice}</Notice> : null}
        {confirming ? <Notice severity="info">Log in to confirm your e-mail address.</Notice> : null}
        {form.formError ? <Notice severity="error">{form.formError}</Notice> : null}
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
        <LightButton type="submit" disabled={form.submitting}>
          {form.submitting ? 'Logging in…' : 'Log In'}
        </LightButton>
        <SpreadRow>
          <TextLink href="/forgot-password">Forgot your password?</TextLink>
          <TextLink href="/signup">Create an account</TextLink>
        </SpreadRow>
      </FormColumn>
    </PublicCard>
  );
}
