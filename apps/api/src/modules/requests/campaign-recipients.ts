/**
 * A draft's recipients: checking one (P5: an e-mail request needs a valid e-mail, an SMS request a 10-digit
 * phone) and writing many. 10,000 rows arrive in one call, so they are written in multi-row inserts of
 * INSERT_CHUNK (one statement each, not one per row). Rows on the do-not-contact list are written as
 * skipped, so the send job passes over them and the composer shows why.
 */
import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CampaignRecipientsTable, RecipientStatus, RequestType } from '../../db/schema-requests.js';
import { blockedContacts, normalizeEmail, normalizePhone } from './contacts.js';

const INSERT_CHUNK = 1000;
export const NAME_MAX = 200;

export interface RecipientInput {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}

export interface CheckedRecipient {
  name: string;
  email: string | null;
  phone: string | null;
}

export type RecipientProblem = { field: 'name' | 'email' | 'phone'; reason: string };

/**
 * The recipient with its addresses normalized, or what is wrong with it. The request type's address is
 * required; the other one is optional, but when given it must be valid too (a bad phone in an e-mail list is
 * bad data the user wants to hear about, not to lose quietly).
 */
export function checkRecipient(input: RecipientInput, requestType: RequestType): CheckedRecipient | RecipientProblem {
  const name = (input.name ?? '').trim();
  if (name === '') return { field: 'name', reason: 'The name is missing' };
  if (name.length > NAME_MAX) return { field: 'name', reason: `The name is longer than ${NAME_MAX} characters` };
  const emailText = input.email?.trim() ?? '';
  const phoneText = input.phone?.trim() ?? '';
  const email = emailText ? normalizeEmail(emailText) : null;
  const phone = phoneText ? normalizePhone(phoneText) : null;
  if (requestType === 'email' && !emailText) return { field: 'email', reason: 'The e-mail address is missing' };
  if (requestType === 'sms' && !phoneText) return { field: 'phone', reason: 'The phone is missing' };
  if (emailText && email === null) return { field: 'email', reason: 'The e-mail address is not valid' };
  if (phoneText && phone === null) return { field: 'phone', reason: 'The phone is not 10 digits' };
  return { name, email, phone };
}

export const isProblem = (value: CheckedRecipient | RecipientProblem): value is RecipientProblem => 'reason' in value;

/** A request's token: random, URL-safe, 24 characters. */
const newToken = () => randomBytes(18).toString('base64url');

export interface WrittenRecipients {
  added: number;
  doNotContact: number;
  unsubscribed: number;
}

/**
 * Appends recipients to a campaign (call inside the transaction that also updates recipient_count). The one
 * address the request type uses decides whether the do-not-contact list skips the row.
 */
export async function insertRecipients(
  db: Kysely<Database>,
  campaign: { id: number; account_id: number; location_id: number; request_type: RequestType },
  recipients: readonly CheckedRecipient[],
): Promise<WrittenRecipients> {
  const addressOf = (r: CheckedRecipient) => (campaign.request_type === 'sms' ? r.phone : r.email);
  const addresses = recipients.map(addressOf).filter((a): a is string => a !== null);
  const blocked = await blockedContacts(db, campaign.account_id, campaign.request_type === 'sms' ? { emails: [], phones: addresses } : { emails: addresses, phones: [] });
  const counts: WrittenRecipients = { added: 0, doNotContact: 0, unsubscribed: 0 };
  const rows: Insertable<CampaignRecipientsTable>[] = recipients.map((r) => {
    const address = addressOf(r);
    const reason = address === null ? undefined : blocked.get(address);
    let status: RecipientStatus = 'pending';
    if (reason === 'added') {
      status = 'skipped_do_not_contact';
      counts.doNotContact += 1;
    } else if (reason === 'unsubscribed') {
      status = 'skipped_unsubscribed';
      counts.unsubscribed += 1;
    }
    return { account_id: campaign.account_id, campaign_id: campaign.id, location_id: campaign.location_id, name: r.name, email: r.email, phone: r.phone, status, token: newToken() };
  });
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await db.insertInto('campaign_recipients').values(rows.slice(start, start + INSERT_CHUNK)).execute();
  }
  counts.added = rows.length;
  return counts;
}

/** Sets campaigns.recipient_count from its rows; returns it. */
export async function refreshRecipientCount(db: Kysely<Database>, campaignId: number, now: Date): Promise<number> {
  const row = await db
    .updateTable('campaigns')
    .set((eb) => ({
      recipient_count: eb.selectFrom('campaign_recipients').select(eb.fn.countAll<number>().as('n')).where('campaign_id', '=', campaignId),
      updated_at: now,
    }))
    .where('id', '=', campaignId)
    .returning('recipient_count')
    .executeTakeFirstOrThrow();
  return row.recipient_count;
}
