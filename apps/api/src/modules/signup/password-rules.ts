import { badRequest } from '../../http/http-error.js';
import type { Values } from '../../http/query-values.js';

export const MIN_PASSWORD_LENGTH = 8;

/** The new-password rules of sign-up and reset: at least 8 characters, and the confirmation must match. */
export function newPasswordFrom(body: Values): string {
  const password = body['password'];
  if (typeof password !== 'string' || password === '') throw badRequest('password is required', 'password');
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw badRequest(`password must be at least ${MIN_PASSWORD_LENGTH} characters`, 'password');
  }
  if (body['password_confirmation'] !== password) {
    throw badRequest('password_confirmation does not match password', 'password_confirmation');
  }
  return password;
}
