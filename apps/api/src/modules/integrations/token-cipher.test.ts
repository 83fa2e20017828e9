import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tokenCipher, tokenKeyFrom } from './token-cipher.js';

describe('token cipher (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('seals so the text is not readable and opens it back', () => {
    const cipher = tokenCipher(key, 'env');
    const sealed = cipher.seal('ya29.secret-access-token');
    expect(sealed).not.toContain('secret');
    expect(cipher.seal('ya29.secret-access-token')).not.toBe(sealed);
    expect(cipher.open(sealed)).toBe('ya29.secret-access-token');
  });

  it('refuses a tampered token and another key', () => {
    const sealed = tokenCipher(key, 'env').seal('token');
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(() => tokenCipher(key, 'env').open(`v1:${bytes.toString('base64')}`)).toThrow();
    expect(() => tokenCipher(randomBytes(32), 'env').open(sealed)).toThrow();
  });

  it('reads LOCUS_TOKEN_KEY (32 bytes base64), else the local key said aloud; a wrong length stops', () => {
    const lines: string[] = [];
    expect(tokenKeyFrom({ LOCUS_TOKEN_KEY: key.toString('base64') }, (l) => lines.push(l))).toEqual({ key, source: 'env' });
    expect(lines).toEqual([]);
    expect(tokenKeyFrom({}, (l) => lines.push(l)).source).toBe('local');
    expect(lines[0]).toMatch(/LOCUS_TOKEN_KEY is not set/);
    expect(() => tokenKeyFrom({ LOCUS_TOKEN_KEY: randomBytes(16).toString('base64') }, () => undefined)).toThrow(/32 bytes/);
  });
});
