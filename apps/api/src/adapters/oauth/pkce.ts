/** PKCE (RFC 7636, S256): the verifier stays on the server, only its challenge goes to the provider. */
import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe secret (43 characters for 32 bytes, inside RFC 7636's 43..128). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export const s256 = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomToken();
  return { verifier, challenge: s256(verifier) };
}
