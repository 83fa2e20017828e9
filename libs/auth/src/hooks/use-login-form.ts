import { useCallback, useState } from 'react';
import { afterLoginPath } from '../model/paths.js';
import { homePathFor } from '../model/resolve-route.js';
import { useAuth } from './auth-context.js';
import { useStoreValue } from '@locus/resources';

export const EMAIL_REQUIRED = 'E-mail is required';
export const EMAIL_INVALID = 'Enter a valid e-mail address';
export const PASSWORD_REQUIRED = 'Password is required';
export const SESSION_EXPIRED_NOTICE = 'Your session has expired. Please log in again.';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface LoginFormErrors {
  email?: string;
  password?: string;
}

export interface LoginFormViewModel {
  email: string;
  password: string;
  setEmail: (value: string) => void;
  setPassword: (value: string) => void;
  /** Field messages, shown once a submit was tried. */
  errors: LoginFormErrors;
  /** The server's refusal (P4-008). */
  formError: string | null;
  /** Shown above the form when the session had expired (P2-077). */
  notice: string | null;
  submitting: boolean;
  submit: (event?: { preventDefault?: () => void }) => Promise<boolean>;
}

export function validateLogin(email: string, password: string): LoginFormErrors {
  const errors: LoginFormErrors = {};
  if (!email.trim()) errors.email = EMAIL_REQUIRED;
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = EMAIL_INVALID;
  if (!password) errors.password = PASSWORD_REQUIRED;
  return errors;
}

/**
 * The login page's view model. `search` is the page's query: `redirect` says where to go after
 * signing in, `confirmation_token` confirms the e-mail on the way (P7-065), `invalidated` shows the
 * expired-session notice.
 */
export function useLoginForm(options: { search?: string } = {}): LoginFormViewModel {
  const auth = useAuth();
  const search = options.search ?? '';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const formError = useStoreValue(() => auth.error);

  const errors = tried ? validateLogin(email, password) : {};
  const query = new URLSearchParams(search);

  const submit = useCallback(
    async (event?: { preventDefault?: () => void }) => {
      event?.preventDefault?.();
      setTried(true);
      if (Object.keys(validateLogin(email, password)).length > 0) return false;
      setSubmitting(true);
      const params = new URLSearchParams(search);
      const ok = await auth.login(email.trim(), password, params.get('confirmation_token') ?? undefined);
      setSubmitting(false);
      if (ok) auth.navigateTo(`${auth.basePath}${afterLoginPath(search, homePathFor(auth.routeSession))}`);
      return ok;
    },
    [auth, email, password, search],
  );

  return {
    email,
    password,
    setEmail,
    setPassword,
    errors,
    formError,
    notice: query.get('invalidated') === 'true' ? SESSION_EXPIRED_NOTICE : null,
    submitting,
    submit,
  };
}
