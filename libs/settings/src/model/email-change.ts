import { emailError, onlyErrors } from './field-rules.js';
import type { FieldErrors, FormValues } from './form-view.js';

export type EmailField = 'email';
export type EmailValues = FormValues<EmailField>;

export const EMPTY_EMAIL_FORM: EmailValues = { email: '' };

/** The pending state: the old address stays until the link is opened. */
export function emailLinkSent(newEmail: string): string {
  return `We sent a link to ${newEmail}. Open it within 24 hours to start using that address; until then you sign in with your current one.`;
}

export function emailChangeErrors(values: EmailValues, currentEmail: string | null): FieldErrors<EmailField> {
  const same = currentEmail !== null && values.email.trim().toLowerCase() === currentEmail.toLowerCase();
  return onlyErrors({ email: emailError(values.email) ?? (same ? 'That is already your e-mail address.' : undefined) });
}

export const emailFieldOf = (field: string): EmailField | null => (field === 'email' ? 'email' : null);
