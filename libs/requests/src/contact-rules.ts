/**
 * How a customer's address is read and checked (P5): one copy for the browser (the recipients form, the
 * do-not-contact form) and the server (hand entry, the CSV upload, the send job), so the two never disagree.
 * A separate entry point (`@locus/requests/contact-rules`) the server may import: plain functions, no MobX.
 */

/** 10 digits with optional parentheses, dashes, dots or spaces; anything else is not a phone. */
const PHONE_PATTERN = /^[\s().-]*(\d[\s().-]*){10}$/;

/** The 10 digits of a phone as written by a person, or null when it is not one. */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!PHONE_PATTERN.test(trimmed)) return null;
  return trimmed.replace(/\D/g, '');
}

/** One @, a dot in the domain, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail trimmed and lower-cased, or null when it is not one. */
export function normalizeEmail(input: string): string | null {
  const trimmed = input.trim().toLowerCase();
  return trimmed.length <= 254 && EMAIL_PATTERN.test(trimmed) ? trimmed : null;
}

/** A phone as people read it: (555) 123-4567. */
export function formatPhone(digits: string): string {
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}
