import { describe, expect, it } from 'vitest';
import { normalizeEmail, normalizePhone } from './contact-rules.js';

describe('customer addresses', () => {
  it('[P5-026] reads a phone written with parentheses, dashes, dots or spaces as its 10 digits', () => {
    expect(normalizePhone('(555) 123-4567')).toBe('5551234567');
    expect(normalizePhone('555.123.4567')).toBe('5551234567');
    expect(normalizePhone(' 555 123 4567 ')).toBe('5551234567');
    expect(normalizePhone('5551234567')).toBe('5551234567');
  });

  it('refuses a phone of another length or with other characters', () => {
    expect(normalizePhone('555-1234')).toBeNull();
    expect(normalizePhone('+1 555 123 4567')).toBeNull();
    expect(normalizePhone('555123456x')).toBeNull();
    expect(normalizePhone('')).toBeNull();
  });

  it('lower-cases a good e-mail and refuses a bad one', () => {
    expect(normalizeEmail(' Ana@Example.COM ')).toBe('ana@example.com');
    expect(normalizeEmail('ana@example')).toBeNull();
    expect(normalizeEmail('ana example@x.com')).toBeNull();
    expect(normalizeEmail('')).toBeNull();
  });
});
