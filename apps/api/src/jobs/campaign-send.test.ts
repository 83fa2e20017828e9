import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../adapters/create-services.js';
import type { ServerServices } from '../http/handler-types.js';
import { firstLocationOf, insertCampaign } from '../modules/requests/testing/campaign-fixtures.js';
import { accountIdOf } from '../testing/test-accounts.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { CAMPAIGN_REMINDER_JOB, CAMPAIGN_SEND_JOB, campaignSendJobHandler, SEND_BATCH_SIZE, sendCampaignReminders, sendCampaignRequests } from './campaign-send.js';
import { enqueueJob } from './queue.js';
import { JobWorker } from './worker.js';
import { LeaseLostError, type Lease } from './worker.js';

const heldLease: Lease = { jobId: 0, workerId: 'test', assertHeld: async () => undefined };

/** A lease lost after `checks` checks: the run stops there, as one whose server died. */
const leaseLostAfter = (checks: number): Lease => {
  let left = checks;
  return { jobId: 0, workerId: 'test', assertHeld: async () => { if (left-- <= 0) throw new LeaseLostError(0); } };
};

describe('the campaign send job', () => {
  let database: TestDatabase;
  let services: ServerServices;
  let accountId: number;
  let location: { id: number; name: string; public_name: string | null };
  const now = new Date('2026-11-20T15:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase();
    services = createServices({ db: database.db, dataDir: '/tmp/unused', now: () => now, publicUrl: 'https://locus.example' });
    accountId = await accountIdOf(database.db, 'Harbor Dental Group');
    location = await firstLocationOf(database.db, accountId);
  });
  afterAll(() => database?.close());

  const recipientsOf = (campaignId: number) =>
    database.db.selectFrom('campaign_recipients').selectAll().where('campaign_id', '=', campaignId).orderBy('id').execute();
  const mailsTo = (ids: readonly number[]) =>
    database.db.selectFrom('outbox_emails').selectAll().where('idempotency_key', 'in', ids.map((id) => `request:${id}`)).orderBy('id').execute();

  it('sends each e-mail request once with the customer first name, the location, the question and both links; skips blocked and address-less recipients', async () => {
    const { db } = database;
    await db.insertInto('do_not_contact').values([
      { account_id: accountId, email: 'blocked@example.com', reason: 'added' },
      { account_id: accountId, email: 'gone@example.com', reason: 'unsubscribed' },
    ]).execute();
    const { campaignId, recipientIds } = await insertCampaign(db, { account_id: accountId, location_id: location.id }, [
      { name: 'Jane Doe', email: 'jane@example.com' },
      { name: 'No Mail', phone: '5555550100' },
      { name: 'Blocked Person', email: 'Blocked@example.com' },
      { name: 'Gone Person', email: 'gone@example.com' },
    ]);
    await sendCampaignRequests(db, services, campaignId, heldLease);

    const rows = await recipientsOf(campaignId);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'skipped_invalid', 'skipped_do_not_contact', 'skipped_unsubscribed']);
    expect(rows[0]?.sent_at).toEqual(now);
    expect(rows.slice(1).every((r) => r.sent_at === null)).toBe(true);
    const mails = await mailsTo(recipientIds);
    expect(mails).toHaveLength(1);
    const mail = mails[0] as (typeof mails)[number];
    const locationName = location.public_name ?? location.name;
    expect(mail.to_email).toBe('jane@example.com');
    expect(mail.subject).toBe(`How was ${locationName}, Jane?`);
    expect(mail.body).toContain(`Hi Jane, thanks for visiting ${locationName}. How likely are you to recommend us`);
    expect(mail.body).toContain(`https://locus.example/r/${rows[0]?.token}`);
    expect(mail.body).toContain(`https://locus.example/unsubscribe/requests/${rows[0]?.token}`);
    const campaign = await db.selectFrom('campaigns').select(['status', 'sent_at']).where('id', '=', campaignId).executeTakeFirstOrThrow();
    expect(campaign).toEqual({ status: 'sent', sent_at: now });
  });

  it('an SMS request is short: the text, the landing link and a Reply STOP opt-out link', async () => {
    const { campaignId, recipientIds } = await insertCampaign(database.db, { account_id: accountId, location_id: location.id, request_type: 'sms', content: 'Hi {customer_name}! {feedback}', feedback_type: 'stars' }, [
      { name: 'Sam Lee', phone: '5555550111' },
      { name: 'Mail Only', email: 'mailonly@example.com' },
    ]);
    await sendCampaignRequests(database.db, services, campaignId, heldLease);
    const rows = await recipientsOf(campaignId);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'skipped_invalid']);
    const sms = await database.db.selectFrom('outbox_sms').selectAll().where('idempotency_key', '=', `request:${recipientIds[0]}`).executeTakeFirstOrThrow();
    expect(sms.to_phone).toBe('5555550111');
    expect(sms.body).toBe(`Hi Sam! How would you rate your visit?\nhttps://locus.example/r/${rows[0]?.token}\nReply STOP: https://locus.example/unsubscribe/requests/${rows[0]?.token}`);
  });

  it('survives a crash mid-way: the re-run continues with the pending rows and never sends one twice', async () => {
    const { db } = database;
    const count = SEND_BATCH_SIZE * 2 + 10;
    const { campaignId, recipientIds } = await insertCampaign(
      db,
      { account_id: accountId, location_id: location.id },
      Array.from({ length: count }, (_, i) => ({ name: `Customer ${i}`, email: `customer${i}@example.com` })),
    );
    // The run dies after its first batch (its second lease check fails).
    await expect(sendCampaignRequests(db, services, campaignId, leaseLostAfter(1))).rejects.toBeInstanceOf(LeaseLostError);
    let rows = await recipientsOf(campaignId);
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(SEND_BATCH_SIZE);
    // A run that sent the next one's e-mail but died before marking it: the mail is in the outbox, the row pending.
    const next = rows.find((r) => r.status === 'pending') as (typeof rows)[number];
    await services.sendEmail({ to: next.email as string, subject: 'earlier run', body: 'earlier run', idempotencyKey: `request:${next.id}` });

    await sendCampaignRequests(db, services, campaignId, heldLease);
    rows = await recipientsOf(campaignId);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    const mails = await mailsTo(recipientIds);
    expect(mails).toHaveLength(count);
    expect(new Set(mails.map((m) => m.idempotency_key)).size).toBe(count);
    // Running the finished job again sends nothing.
    await sendCampaignRequests(db, services, campaignId, heldLease);
    expect(await mailsTo(recipientIds)).toHaveLength(count);
  });

  it('a scheduled campaign is sent when its job runs; a draft (sending cancelled) is left alone', async () => {
    const { db } = database;
    const scheduled = await insertCampaign(db, { account_id: accountId, location_id: location.id, status: 'scheduled', scheduled_at: now }, [{ name: 'Ann', email: 'ann@example.com' }]);
    const draft = await insertCampaign(db, { account_id: accountId, location_id: location.id, status: 'draft' }, [{ name: 'Bob', email: 'bob@example.com' }]);
    await sendCampaignRequests(db, services, scheduled.campaignId, heldLease);
    await sendCampaignRequests(db, services, draft.campaignId, heldLease);
    const statuses = await db.selectFrom('campaigns').select(['id', 'status']).where('id', 'in', [scheduled.campaignId, draft.campaignId]).orderBy('id').execute();
    expect(statuses.map((c) => c.status)).toEqual(['sent', 'draft']);
    expect(await mailsTo(draft.recipientIds)).toHaveLength(0);
  });

  it('runs from the queue, and a job that keeps failing ends the campaign with the pending recipients failed', async () => {
    const { db } = database;
    const ok = await insertCampaign(db, { account_id: accountId, location_id: location.id }, [{ name: 'Queued Quincy', email: 'quincy@example.com' }]);
    await enqueueJob(db, CAMPAIGN_SEND_JOB, { campaign_id: ok.campaignId }, now);
    const worker = new JobWorker({ db, services }, { [CAMPAIGN_SEND_JOB]: campaignSendJobHandler }, { log: () => undefined, maxAttempts: 1 });
    while (await worker.runOne());
    expect((await recipientsOf(ok.campaignId)).map((r) => r.status)).toEqual(['sent']);

    // Every try fails (here, the only one): the job gives up.
    const broken = await insertCampaign(db, { account_id: accountId, location_id: location.id }, [{ name: 'Stuck Stu', email: 'stu@example.com' }]);
    const failing = { ...campaignSendJobHandler, run: async () => { throw new Error('provider down'); } };
    await enqueueJob(db, CAMPAIGN_SEND_JOB, { campaign_id: broken.campaignId }, now);
    const failingWorker = new JobWorker({ db, services }, { [CAMPAIGN_SEND_JOB]: failing }, { log: () => undefined, maxAttempts: 1 });
    while (await failingWorker.runOne());
    expect(await recipientsOf(broken.campaignId)).toMatchObject([{ status: 'failed', error: 'The sending kept failing' }]);
    expect(await db.selectFrom('campaigns').select('status').where('id', '=', broken.campaignId).executeTakeFirstOrThrow()).toEqual({ status: 'sent' });
  });

  it('with reminder_days, queues the reminder N days after sending; it reaches only who has not opened, once', async () => {
    const { db } = database;
    const { campaignId, recipientIds } = await insertCampaign(db, { account_id: accountId, location_id: location.id, reminder_days: 3 }, [
      { name: 'Opened Olga', email: 'olga@example.com' },
      { name: 'Quiet Quinn', email: 'quinn@example.com' },
      { name: 'Left Lou', email: 'lou@example.com' },
    ]);
    await sendCampaignRequests(db, services, campaignId, heldLease);
    const job = await db.selectFrom('jobs').selectAll().where('kind', '=', CAMPAIGN_REMINDER_JOB).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(job.payload).toEqual({ campaign_id: campaignId });
    expect(job.run_at).toEqual(new Date(now.getTime() + 3 * 86_400_000));

    await db.updateTable('campaign_recipients').set({ opened_at: now }).where('id', '=', (recipientIds[0] as number)).execute();
    await db.updateTable('campaign_recipients').set({ unsubscribed_at: now }).where('id', '=', (recipientIds[2] as number)).execute();
    await sendCampaignReminders(db, services, campaignId, heldLease);
    await sendCampaignReminders(db, services, campaignId, heldLease);
    const reminders = await db.selectFrom('outbox_emails').selectAll().where('idempotency_key', 'like', 'request-reminder:%').where('idempotency_key', 'in', recipientIds.map((id) => `request-reminder:${id}`)).execute();
    expect(reminders.map((m) => m.to_email)).toEqual(['quinn@example.com']);
    expect(reminders[0]?.subject).toMatch(/^Reminder: /);
    const rows = await recipientsOf(campaignId);
    expect(rows.map((r) => r.reminded_at)).toEqual([null, now, null]);
  });
});
