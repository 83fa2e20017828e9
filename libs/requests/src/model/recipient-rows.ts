import { normalizeEmail, normalizePhone } from '../contact-rules.js';
import type { RequestType } from '../ports/campaign-api.js';
import type { RecipientWrite } from '../ports/recipients-api.js';

/** Rows typed by hand; more come from a CSV. */
export const MAX_HAND_ROWS = 25;

export type RecipientField = 'name' | 'email' | 'phone';

export interface RecipientRow {
  key: string;
  name: string;
  email: string;
  phone: string;
}

export type RecipientRowErrors = Partial<Record<RecipientField, string>>;

const isBlank = (row: RecipientRow) => !row.name.trim() && !row.email.trim() && !row.phone.trim();

/**
 * What is wrong with a typed row (P5-026): a name, and the contact the request type needs (an e-mail for
 * e-mail requests, a 10-digit phone for SMS); the other contact may be left empty but must be valid when given.
 * A blank row is no recipient and has no errors.
 */
export function recipientRowErrors(row: RecipientRow, requestType: RequestType): RecipientRowErrors {
  if (isBlank(row)) return {};
  const errors: RecipientRowErrors = {};
  if (!row.name.trim()) errors.name = 'Enter the customer’s name.';
  if (row.email.trim() ? normalizeEmail(row.email) === null : requestType === 'email')
    errors.email = row.email.trim() ? 'Enter a valid e-mail address.' : 'Enter the customer’s e-mail.';
  if (row.phone.trim() ? normalizePhone(row.phone) === null : requestType === 'sms')
    errors.phone = row.phone.trim() ? 'Enter a 10-digit phone number.' : 'Enter the customer’s phone number.';
  return errors;
}

/** The typed rows the draft gets: complete and valid ones, normalised; blank or wrong rows wait. */
export function recipientsToSave(rows: RecipientRow[], requestType: RequestType): RecipientWrite[] {
  return rows.flatMap((row) => {
    if (isBlank(row) || Object.keys(recipientRowErrors(row, requestType)).length) return [];
    return [{ name: row.name.trim(), email: normalizeEmail(row.email), phone: normalizePhone(row.phone) }];
  });
}
