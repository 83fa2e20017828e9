import { describe, expect, it } from 'vitest';
import { hashPassword, parsePasswordHash, verifyPassword } from './passwords.js';

// Small N keeps the suite fast; the format and checks are the same at any cost.
const FAST = { N: 1024, r: 8, p: 1 };

describe('passwords', () => {
  it('hashes into the scrypt$N$r$p$salt$hash format with a random salt', async () => {
    const a = await hashPassword('locus-demo', FAST);
    const b = await hashPassword('locus-demo', FAST);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toBe(b);
    expect(parsePasswordHash(a)?.salt).toHaveLength(16);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse', FAST);
    await expect(verifyPassword('correct horse', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct hors', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('uses the parameters stored with the hash, so older costs keep verifying', async () => {
    const stored = await hashPassword('pw', { N: 2048, r: 4, p: 2 });
    expect(parsePasswordHash(stored)?.params).toEqual({ N: 2048, r: 4, p: 2 });
    await expect(verifyPassword('pw', stored)).resolves.toBe(true);
  });

  it('never matches a missing or malformed hash', async () => {
    await expect(verifyPassword('pw', null)).resolves.toBe(false);
    await expect(verifyPassword('pw', 'plain-text')).resolves.toBe(false);
    await expect(verifyPassword('pw', 'scrypt$1000$8$1$c2FsdA$aGFzaA')).resolves.toBe(false); // N not a power of 2
    await expect(verifyPassword('pw', 'scrypt$1024$8$1$c2FsdA$c2hvcnQ')).resolves.toBe(false); // short key
  });
});
