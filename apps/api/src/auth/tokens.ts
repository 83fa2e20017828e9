/**
 * Opaque bearer tokens (sessions, e-mail confirmation, password reset): 32 random bytes in base64url, handed to
 * the client once; the database keeps only the SHA-256, so a leaked table cannot be replayed (api-conventions).
 */
import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_BYTES = 32;

export function generateToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Hex SHA-256 of the token: what sessions.token_hash (and the users' *_token_hash columns) store. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A fresh token and its stored form. */
export function issueToken(): { token: string; hash: string } {
  const token = generateToken();
  return { token, hash: hashToken(token) };
}
