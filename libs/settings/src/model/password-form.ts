import { onlyErrors } from './field-rules.js';
import type { FieldErrors, FormValues } from './form-view.js';

export type PasswordField = 'current' | 'password' | 'confirmation';
export type PasswordValues = FormValues<PasswordField>;

/** The sign-up's rule (the server's MIN_PASSWORD_LENGTH). */
export const MIN_PASSWORD_LENGTH = 8;
export const EMPTY_PASSWORD_FORM: PasswordValues = { current: '', password: '', confirmation: '' };
export const PASSWORD_CHANGED = 'Your password was changed. Your other devices were signed out.';

export function passwordErrors(values: PasswordValues): FieldErrors<PasswordField> {
  return onlyErrors({
    current: values.current === '' ? 'Enter your current password.' : undefined,
    password:
      values.password === ''
        ? 'Enter a new password.'
        : values.password.length < MIN_PASSWORD_LENGTH
          ? `Use at least ${MIN_PASSWORD_LENGTH} characters.`
          : undefined,
    confirmation: values.confirmation !== values.password ? 'The passwords do not match.' : undefined,
  });
}

export function passwordWriteBody(values: PasswordValues) {
  return { current_password: values.current, password: values.password, password_confirmation: values.confirmation };
}

const SERVER_FIELDS: Readonly<Record<string, PasswordField>> = {
  current_password: 'current',
  password: 'password',
  password_confirmation: 'confirmation',
};
export const passwordFieldOf = (field: string): PasswordField | null => SERVER_FIELDS[field] ?? null;
