/**
 * Seals OAuth access and refresh tokens at rest with AES-256-GCM (node:crypto): a stolen database copy
 * holds no usable grant without the key. The key is LOCUS_TOKEN_KEY (32 bytes, base64); without it a fixed
 * development key is used and said so once, so a local server works out of the box but never silently.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface TokenCipher {
  seal(plain: string): string;
  open(sealed: string): string;
  /** 'env' when the key came from LOCUS_TOKEN_KEY, 'local' for the development key. */
  keySource: 'env' | 'local';
}

/** The development key: derived from a fixed phrase, so it is the same on every machine (and protects nothing). */
const LOCAL_KEY = createHash('sha256').update('locus local development token key').digest();

/** The key from LOCUS_TOKEN_KEY, or the local one; a malformed key stops the server rather than weakening it. */
export function tokenKeyFrom(env: Readonly<Record<string, string | undefined>>, log: (line: string) => void): { key: Buffer; source: 'env' | 'local' } {
  const text = env['LOCUS_TOKEN_KEY']?.trim();
  if (!text) {
    log('LOCUS_TOKEN_KEY is not set: OAuth tokens are sealed with the local development key (set a 32-byte base64 key in production).');
    return { key: LOCAL_KEY, source: 'local' };
  }
  const key = Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error(`LOCUS_TOKEN_KEY must be 32 bytes in base64 (got ${key.length} bytes)`);
  return { key, source: 'env' };
}

export function tokenCipher(key: Buffer, keySource: 'env' | 'local'): TokenCipher {
  return {
    keySource,
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed) {
      const [version, payload] = sealed.split(':');
      if (version !== VERSION || !payload) throw new Error('Not a sealed token');
      const bytes = Buffer.from(payload, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
