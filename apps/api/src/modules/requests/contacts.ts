/**
 * How a customer's address is read and checked, the same on every path that takes one (hand entry, the CSV
 * upload, the do-not-contact list, the send job).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** P5: 10 digits with optional parentheses, dashes, dots or spaces; anything else is not a phone. */
const PHONE_PATTERN = /^[\s().-]*(\d[\s().-]*){10}$/;

/** The 10 digits of a phone as written by a person, or null when it is not one. */
export function normalizePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!PHONE_PATTERN.test(trimmed)) return null;
  return trimmed.replace(/\D/g, '');
}

/** One @, a dot in the domain, no spaces: what the client checks too, so the two never disagree. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail trimmed and lower-cased, or null when it is not one. */
export function normalizeEmail(input: string): string | null {
  const trimmed = input.trim().toLowerCase();
  return trimmed.length <= 254 && EMAIL_PATTERN.test(trimmed) ? trimmed : null;
}

export type BlockReason = 'added' | 'unsubscribed';

/** Why each given (normalized) address may not be asked, from the account's do-not-contact list. */
export async function blockedContacts(
  db: Kysely<Database>,
  accountId: number,
  contacts: { emails: readonly string[]; phones: readonly string[] },
): Promise<Map<string, BlockReason>> {
  const blocked = new Map<string, BlockReason>();
  if (contacts.emails.length === 0 && contacts.phones.length === 0) return blocked;
  const rows = await db
    .selectFrom('do_not_contact')
    .select(['email', 'phone', 'reason'])
    .where('account_id', '=', accountId)
    .where((eb) =>
      eb.or([
        ...(contacts.emails.length > 0 ? [eb(eb.fn('lower', ['email']), 'in', [...contacts.emails])] : []),
        ...(contacts.phones.length > 0 ? [eb('phone', 'in', [...contacts.phones])] : []),
      ]),
    )
    .execute();
  for (const row of rows) {
    if (row.email) blocked.set(row.email.toLowerCase(), row.reason);
    if (row.phone) blocked.set(row.phone, row.reason);
  }
  return blocked;
}
