/**
 * Password hashing with scrypt (node:crypto): a random salt per hash, parameters stored with the hash so they
 * can be raised later without breaking stored hashes. Format: `scrypt$N$r$p$<salt b64url>$<hash b64url>`.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt floor (N=2^17) costs ~0.3 s here; 2^15 keeps a login under 0.1 s on the 2-core machine. */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
  // maxmem must cover 128 * N * r bytes, or node refuses larger N.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Parses a stored hash; null when it is not one of ours (e.g. an account without a password). */
export function parsePasswordHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key || rest.length > 0) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const valid = Object.values(params).every((v) => Number.isInteger(v) && v > 0) && (params.N & (params.N - 1)) === 0;
  return valid ? { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') } : null;
}

/** Salt of the stand-in check: any fixed value will do, nothing is compared. */
const DUMMY_SALT = randomBytes(SALT_LENGTH);

/**
 * Constant-time comparison; a malformed or missing hash (an unknown e-mail, a user without a password) never
 * matches, after the same scrypt work as a real check, so the reply time does not tell which e-mails exist.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parsePasswordHash(stored) : null;
  if (!parsed || parsed.key.length !== KEY_LENGTH) {
    await derive(password, DUMMY_SALT, DEFAULT_SCRYPT_PARAMS);
    return false;
  }
  const candidate = await derive(password, parsed.salt, parsed.params);
  return timingSafeEqual(candidate, parsed.key);
}
