/**
 * The review-request jobs. CAMPAIGN_SEND_JOB (queued by sendCampaign, at once or at the schedule) walks the
 * campaign's pending recipients in id order, a batch at a time: it re-checks the do-not-contact list (an
 * address added after the upload is skipped), sends each request, then marks the batch in one update per
 * outcome. The idempotency key `request:<recipient>` makes a run that died between a send and its mark (or a
 * second server that took the job over) send nothing twice: a re-run simply continues with the rows still
 * pending. CAMPAIGN_REMINDER_JOB sends the one reminder to those who have not opened, keyed
 * `request-reminder:<recipient>`, the same way.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { RecipientStatus } from '../db/schema-requests.js';
import type { ServerServices } from '../http/handler-types.js';
import { blockedContacts } from '../modules/requests/contacts.js';
import { renderRequestMessage, type MessageCampaign } from '../modules/requests/request-message.js';
import { CAMPAIGN_REMINDER_JOB, CAMPAIGN_SEND_JOB } from '../modules/requests/request-links.js';
import { enqueueJob } from './queue.js';
import type { JobHandler, Lease } from './worker.js';

export { CAMPAIGN_REMINDER_JOB, CAMPAIGN_SEND_JOB };

/** Recipients per batch: one do-not-contact query and a few updates per batch, never per recipient. */
export const SEND_BATCH_SIZE = 500;

/**
 * Requests in flight at once: a provider call (or an outbox insert, its own commit) is mostly waiting, so a
 * few at a time multiply the send rate; few enough to stay polite to the provider and the connection pool.
 */
export const SEND_CONCURRENCY = 8;

const DAY_MS = 86_400_000;

interface CampaignPayload {
  campaign_id: number;
}

interface SendCampaign extends MessageCampaign {
  id: number;
  account_id: number;
  status: string;
  reminder_days: number | null;
}

interface BatchRecipient {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  token: string;
}

async function campaignOf(db: Kysely<Database>, campaignId: number): Promise<SendCampaign | undefined> {
  return db
    .selectFrom('campaigns as c')
    .innerJoin('locations as l', 'l.id', 'c.location_id')
    .select(['c.id', 'c.account_id', 'c.status', 'c.request_type', 'c.subject', 'c.content', 'c.feedback_type', 'c.reminder_days'])
    .select(sql<string>`coalesce(l.public_name, l.name)`.as('location_name'))
    .where('c.id', '=', campaignId)
    .executeTakeFirst();
}

/** The address the campaign's request type goes to (e-mail or phone); null when the recipient has none. */
const addressOf = (campaign: MessageCampaign, recipient: { email: string | null; phone: string | null }) =>
  campaign.request_type === 'sms' ? recipient.phone : (recipient.email?.toLowerCase() ?? null);

/** Why each recipient of the batch may not be asked (by id), from its address and the do-not-contact list. */
async function skipsOf(db: Kysely<Database>, campaign: SendCampaign, batch: readonly BatchRecipient[]): Promise<Map<number, RecipientStatus>> {
  const addresses = batch.map((r) => addressOf(campaign, r)).filter((a): a is string => a !== null);
  const blocked = await blockedContacts(db, campaign.account_id, campaign.request_type === 'sms' ? { emails: [], phones: addresses } : { emails: addresses, phones: [] });
  const skips = new Map<number, RecipientStatus>();
  for (const recipient of batch) {
    const address = addressOf(campaign, recipient);
    const reason = address === null ? undefined : blocked.get(address);
    if (address === null) skips.set(recipient.id, 'skipped_invalid');
    else if (reason) skips.set(recipient.id, reason === 'unsubscribed' ? 'skipped_unsubscribed' : 'skipped_do_not_contact');
  }
  return skips;
}

/** Sends one request (or reminder); the provider's error message when it refused. */
async function deliver(services: ServerServices, campaign: SendCampaign, recipient: BatchRecipient, key: string, reminder: boolean): Promise<string | null> {
  const message = renderRequestMessage(campaign, recipient, services.publicUrl, reminder);
  try {
    if (campaign.request_type === 'sms') await services.sendSms({ to: recipient.phone as string, body: message.body, idempotencyKey: key });
    else await services.sendEmail({ to: recipient.email as string, subject: message.subject, body: message.body, idempotencyKey: key });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Delivers each recipient (SEND_CONCURRENCY at a time); the error message of each refused one, by id. */
async function deliverAll(services: ServerServices, campaign: SendCampaign, recipients: readonly BatchRecipient[], keyPrefix: string, reminder: boolean) {
  const errors = new Map<number, string | null>();
  for (let i = 0; i < recipients.length; i += SEND_CONCURRENCY) {
    const slice = recipients.slice(i, i + SEND_CONCURRENCY);
    const results = await Promise.all(slice.map((r) => deliver(services, campaign, r, `${keyPrefix}:${r.id}`, reminder)));
    slice.forEach((r, j) => errors.set(r.id, results[j] ?? null));
  }
  return errors;
}

/** Sends one batch of pending recipients and marks them; false when none was left. */
async function sendBatch(db: Kysely<Database>, services: ServerServices, campaign: SendCampaign, lease: Lease): Promise<boolean> {
  const batch = await db
    .selectFrom('campaign_recipients')
    .select(['id', 'name', 'email', 'phone', 'token'])
    .where('campaign_id', '=', campaign.id)
    .where('status', '=', 'pending')
    .orderBy('id')
    .limit(SEND_BATCH_SIZE)
    .execute();
  if (batch.length === 0) return false;
  // A worker that lost the job sends no more; the keys cover what the other worker repeats of this batch.
  await lease.assertHeld();
  const skips = await skipsOf(db, campaign, batch);
  const outcomes = await deliverAll(services, campaign, batch.filter((r) => !skips.has(r.id)), 'request', false);
  const sent = [...outcomes].filter(([, error]) => error === null).map(([id]) => id);
  const failed = [...outcomes].filter((entry): entry is [number, string] => entry[1] !== null).map(([id, error]) => ({ id, error }));
  const now = services.now();
  await db.transaction().execute(async (trx) => {
    const mark = (ids: readonly number[], status: RecipientStatus, sentAt: Date | null, error: string | null = null) =>
      ids.length === 0
        ? Promise.resolve()
        : trx.updateTable('campaign_recipients').set({ status, sent_at: sentAt, error }).where('id', 'in', ids).where('status', '=', 'pending').execute();
    await mark(sent, 'sent', now);
    for (const status of ['skipped_invalid', 'skipped_do_not_contact', 'skipped_unsubscribed'] as const) {
      await mark([...skips].filter(([, s]) => s === status).map(([id]) => id), status, null);
    }
    for (const { id, error } of failed) await mark([id], 'failed', null, error.slice(0, 500));
  });
  return true;
}

/**
 * Runs a campaign's sending to the end: a scheduled campaign becomes `sending`, every pending recipient is
 * sent or skipped, then the campaign is `sent` (and its reminder queued) in one transaction. A draft (sending
 * cancelled) or an already sent campaign is left alone.
 */
export async function sendCampaignRequests(db: Kysely<Database>, services: ServerServices, campaignId: number, lease: Lease): Promise<void> {
  const campaign = await campaignOf(db, campaignId);
  if (!campaign || (campaign.status !== 'scheduled' && campaign.status !== 'sending')) return;
  if (campaign.status === 'scheduled') {
    await lease.assertHeld();
    await db.updateTable('campaigns').set({ status: 'sending', updated_at: services.now() }).where('id', '=', campaign.id).where('status', '=', 'scheduled').execute();
  }
  while (await sendBatch(db, services, campaign, lease));
  await lease.assertHeld();
  const sentAt = services.now();
  await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('campaigns')
      .set({ status: 'sent', sent_at: sentAt, updated_at: sentAt })
      .where('id', '=', campaign.id)
      .where('status', '=', 'sending')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) > 0 && campaign.reminder_days) {
      await enqueueJob(trx, CAMPAIGN_REMINDER_JOB, { campaign_id: campaign.id }, new Date(sentAt.getTime() + campaign.reminder_days * DAY_MS));
    }
  });
}

/** Sends the reminder to the campaign's sent recipients who have not opened (nor unsubscribed), once each. */
export async function sendCampaignReminders(db: Kysely<Database>, services: ServerServices, campaignId: number, lease: Lease): Promise<void> {
  const campaign = await campaignOf(db, campaignId);
  if (!campaign || campaign.status !== 'sent') return;
  let afterId = 0;
  for (;;) {
    const batch = await db
      .selectFrom('campaign_recipients')
      .select(['id', 'name', 'email', 'phone', 'token'])
      .where('campaign_id', '=', campaign.id)
      .where('status', '=', 'sent')
      .where('opened_at', 'is', null)
      .where('unsubscribed_at', 'is', null)
      .where('reminded_at', 'is', null)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(SEND_BATCH_SIZE)
      .execute();
    if (batch.length === 0) return;
    afterId = (batch[batch.length - 1] as BatchRecipient).id;
    await lease.assertHeld();
    const skips = await skipsOf(db, campaign, batch);
    const outcomes = await deliverAll(services, campaign, batch.filter((r) => !skips.has(r.id)), 'request-reminder', true);
    const reminded = [...outcomes].filter(([, error]) => error === null).map(([id]) => id);
    if (reminded.length > 0) {
      await db.updateTable('campaign_recipients').set({ reminded_at: services.now() }).where('id', 'in', reminded).where('reminded_at', 'is', null).execute();
    }
  }
}

/**
 * When the send job will not be tried again, the recipients still pending are marked failed (with why) and the
 * campaign ends `sent`, so it never shows "sending" for ever and the reports count what did go out.
 */
export async function abandonCampaignSend(db: Kysely<Database>, campaignId: number, now: Date, reason: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('campaign_recipients').set({ status: 'failed', error: reason }).where('campaign_id', '=', campaignId).where('status', '=', 'pending').execute();
    await trx.updateTable('campaigns').set({ status: 'sent', sent_at: now, updated_at: now }).where('id', '=', campaignId).where('status', 'in', ['sending', 'scheduled']).execute();
  });
}

export const campaignSendJobHandler: JobHandler = {
  async run(job, { db, services }, lease) {
    await sendCampaignRequests(db, services, (job.payload as unknown as CampaignPayload).campaign_id, lease);
  },
  async giveUp(job, { db, services }, reason) {
    const why = reason === 'timeout' ? 'The sending kept stopping before it finished' : 'The sending kept failing';
    await abandonCampaignSend(db, (job.payload as unknown as CampaignPayload).campaign_id, services.now(), why);
  },
};

export const campaignReminderJobHandler: JobHandler = {
  async run(job, { db, services }, lease) {
    await sendCampaignReminders(db, services, (job.payload as unknown as CampaignPayload).campaign_id, lease);
  },
};
