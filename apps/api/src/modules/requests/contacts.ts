/**
 * The customer address rules for the server: the rules themselves are @locus/requests/contact-rules (the
 * browser checks the same), and the do-not-contact lookup every path that takes an address uses.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export { normalizeEmail, normalizePhone } from '@locus/requests/contact-rules';

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
