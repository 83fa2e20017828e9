import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../auth/tokens.js';
import { createJobWorker, type JobWorker } from '../../jobs/index.js';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf, userIdOf } from '../../testing/test-accounts.js';

/** The server's clock, moved by the tests (the scheduler compares next_run_at with it). */
let now = new Date('2026-11-04T09:00:00Z');

describe('scheduled exports', () => {
  let server: TestServer;
  let worker: JobWorker;
  let admin: string;
  let user: string;
  let manager: string;
  let harborId: number;
  let userId: number;
  let managerId: number;

  beforeAll(async () => {
    server = await startTestServer({ now: () => now });
    // Driven by hand (poll()) so each run happens exactly when the test moves the clock.
    worker = createJobWorker({ db: server.db, services: server.services }, { log: () => undefined });
    admin = await server.login('admin@harbor.test');
    user = await server.login('user@harbor.test');
    manager = await server.login('manager@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    userId = await userIdOf(server.db, 'user@harbor.test');
    managerId = await userIdOf(server.db, 'manager@harbor.test');
  });
  afterAll(() => server?.close());

  const payload = (over: Record<string, unknown> = {}) => ({
    display_name: 'Reviews',
    date_range_legend: 'seven_days',
    filters: { rating: [1, 2] },
    recipient_user_ids: [userId],
    recipient_emails: [],
    email_frequency: 'daily',
    email_subject: 'Low ratings this week',
    email_body: 'The week\'s low ratings.',
    scheduled_time: '13:00',
    export_type: 'reviews',
    ...over,
  });
  const create = (over: Record<string, unknown> = {}, token = user) =>
    server.request('POST', '/scheduled_exports', { token, query: { account_id: harborId }, body: payload(over) });

  it('[P7-047] [P3-025] creates a schedule and computes next_run_at in the creator\'s time zone', async () => {
    const reply = await create();
    expect(reply.status).toBe(201);
    server.expectMatchesContract('createScheduledExport', 201, reply.body);
    expect(reply.body).toMatchObject({
      account_id: harborId, created_by_user_id: userId, display_name: 'Reviews', export_type: 'reviews', email_frequency: 'daily',
      scheduled_time: '13:00', day_of_week: null, day_of_month: null, timezone: 'America/New_York', last_sent_at: null,
      filters: { rating: [1, 2] }, recipient_user_ids: [userId],
    });
    // 13:00 in New York on 2026-11-04 (EST, UTC-5).
    expect(reply.body.next_run_at).toBe('2026-11-04T18:00:00.000Z');
  });

  it('[P4-046] [P4-047] [P4-048] weekly and monthly schedules take their day (defaults sunday and 1)', async () => {
    const weekly = await create({ email_frequency: 'weekly', email_subject: 'Weekly' });
    expect(weekly.body).toMatchObject({ day_of_week: 'sunday', day_of_month: null, next_run_at: '2026-11-08T18:00:00.000Z' });
    const monthly = await create({ email_frequency: 'monthly', day_of_month: 15, day_of_week: 'friday', email_subject: 'Monthly' });
    expect(monthly.body).toMatchObject({ day_of_week: null, day_of_month: 15, next_run_at: '2026-11-15T18:00:00.000Z' });
  });

  it('[P5-024] [P5-025] recipients must be users of the account (400 naming the field); one is required', async () => {
    const foreign = await userIdOf(server.db, 'admin@northwind.test');
    const byId = await create({ recipient_user_ids: [foreign] });
    expect(byId.status).toBe(400);
    expect(byId.body.field).toBe('recipient_user_ids');
    server.expectMatchesContract('createScheduledExport', 400, byId.body);
    const byEmail = await create({ recipient_user_ids: [], recipient_emails: ['stranger@example.com'] });
    expect(byEmail.body).toMatchObject({ status: 400, field: 'recipient_emails' });
    const named = await create({ recipient_user_ids: [], recipient_emails: ['MANAGER@harbor.test'] });
    expect(named.status).toBe(201);
    // Stored as the user the address names, so every client edits one list of recipients.
    expect(named.body).toMatchObject({ recipient_user_ids: [await userIdOf(server.db, 'manager@harbor.test')], recipient_emails: [] });
    expect((await create({ recipient_user_ids: [] })).body).toMatchObject({ status: 400, field: 'recipient_user_ids' });
  });

  it('[P9-023] [P9-041] [P9-044] refuses a name over 100 characters, an unknown legend or export type', async () => {
    expect((await create({ email_subject: 'x'.repeat(101) })).body).toMatchObject({ status: 400, field: 'email_subject' });
    expect((await create({ date_range_legend: 'all_time' })).status).toBe(400);
    expect((await create({ export_type: 'partner_scorecards' })).status).toBe(400);
    expect((await create({ scheduled_time: '25:00' })).status).toBe(400);
  });

  it('[P6-021] [P6-022] [P7-050] [P7-051] non-admins list only their own; admins all, filtered and sorted', async () => {
    await create({ email_subject: 'Manager\'s export', export_type: 'keywords', display_name: 'Keywords', recipient_user_ids: [managerId] }, manager);
    const mine = await server.request('GET', '/scheduled_exports', { token: user, query: { account_id: harborId, created_by_user_id: managerId } });
    expect(mine.status).toBe(200);
    server.expectMatchesContract('listScheduledExports', 200, mine.body);
    const creators = new Set(mine.body._embedded.scheduled_exports.map((s: { created_by_user_id: number }) => s.created_by_user_id));
    expect([...creators]).toEqual([userId]);

    const all = await server.request('GET', '/scheduled_exports', { token: admin, query: { account_id: harborId, 'sort[by]': 'email_subject', 'sort[order]': 'desc' } });
    const subjects = all.body._embedded.scheduled_exports.map((s: { email_subject: string }) => s.email_subject);
    expect(all.body._total).toBe(mine.body._total + 1);
    expect(subjects).toEqual([...subjects].sort((a: string, b: string) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
    const keywords = await server.request('GET', '/scheduled_exports', { token: admin, query: { export_type: ['keywords'], created_by_user_id: managerId } });
    expect(keywords.body._embedded.scheduled_exports.map((s: { email_subject: string }) => s.email_subject)).toEqual(['Manager\'s export']);
  });

  it('[P7-048] [P7-049] updates and deletes: own for a non-admin (another\'s is a 404), any for an admin', async () => {
    const created = (await create({ email_subject: 'To change' })).body;
    const updated = await server.request('PATCH', `/scheduled_exports/${created.id}`, { token: user, body: { email_frequency: 'weekly', day_of_week: 'monday', scheduled_time: '08:30' } });
    expect(updated.status).toBe(200);
    server.expectMatchesContract('updateScheduledExport', 200, updated.body);
    expect(updated.body).toMatchObject({ email_subject: 'To change', email_frequency: 'weekly', day_of_week: 'monday', next_run_at: '2026-11-09T13:30:00.000Z' });
    expect((await server.request('PATCH', `/scheduled_exports/${created.id}`, { token: manager, body: { email_subject: 'Mine' } })).status).toBe(404);
    expect((await server.request('DELETE', `/scheduled_exports/${created.id}`, { token: manager })).status).toBe(404);
    expect((await server.request('PATCH', `/scheduled_exports/${created.id}`, { token: admin, body: { email_subject: 'Checked' } })).body.email_subject).toBe('Checked');
    expect((await server.request('DELETE', `/scheduled_exports/${created.id}`, { token: user })).status).toBe(204);
    expect((await server.request('DELETE', `/scheduled_exports/${created.id}`, { token: admin })).status).toBe(404);
    const readOnly = await server.login('readonly@harbor.test');
    expect((await server.request('POST', '/scheduled_exports', { token: readOnly, body: payload() })).status).toBe(403);
  });

  it('runs when due: e-mails each recipient the file link and an unsubscribe link that works', async () => {
    // Only this schedule is due: the others start later than the clock will be moved to.
    await server.db.deleteFrom('scheduled_exports').execute();
    const schedule = (await create({ recipient_emails: ['manager@harbor.test'], email_subject: 'Daily low ratings', date_range_legend: 'twelve_months' })).body;
    now = new Date('2026-11-04T18:00:30Z');
    await worker.poll();

    const run = await server.db.selectFrom('export_files').selectAll().where('scheduled_export_id', '=', schedule.id).executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: 'complete', resource: 'reviews' });
    // The legend's range at run time, in New York: the twelve whole months before 2026-11-04.
    expect(run.filters).toMatchObject({ rating: [1, 2], published_after: '2025-11-04T05:00:00.000Z', published_before: '2026-11-04T05:00:00.000Z' });
    const after = (await server.request('GET', '/scheduled_exports', { token: user })).body._embedded.scheduled_exports[0];
    expect(after.last_sent_at).toBe(now.toISOString());
    expect(after.next_run_at).toBe('2026-11-05T18:00:00.000Z');

    const mails = await server.db.selectFrom('outbox_emails').selectAll().where('subject', '=', 'Daily low ratings').orderBy('id').execute();
    expect(mails.map((m) => m.to_email).sort()).toEqual(['manager@harbor.test', 'user@harbor.test']);
    const mail = mails.find((m) => m.to_email === 'user@harbor.test');
    expect(mail?.body).toContain('The week\'s low ratings.');
    const download = mail?.body.match(/https?:\/\/\S+\/api(\/fetch-export-file\/\d+\/file-data)\?token=(\S+)/);
    expect(download).not.toBeNull();
    const file = await server.request('GET', download?.[1] ?? '', { query: { token: decodeURIComponent(download?.[2] ?? '') } });
    expect(file.status).toBe(200);
    expect((file.body as string).split('\r\n').length - 2).toBe(run.row_count);

    const unsubscribe = mail?.body.match(/\/unsubscribe\/scheduled_exports\/(\S+)/)?.[1] ?? '';
    const reply = await server.request('POST', `/unsubscribe/scheduled_exports/${unsubscribe}`);
    expect(reply.status).toBe(200);
    server.expectMatchesContract('unsubscribeScheduledExport', 200, reply.body);
    expect(reply.body).toEqual({ email: 'user@harbor.test', display_name: 'Reviews', email_subject: 'Daily low ratings' });
    const stored = await server.db.selectFrom('scheduled_exports').selectAll().where('id', '=', schedule.id).executeTakeFirstOrThrow();
    // The manager was named by e-mail, and is stored as the user it names.
    expect(stored.recipient_user_ids).toEqual([await userIdOf(server.db, 'manager@harbor.test')]);
    expect(stored.recipient_emails).toEqual([]);
    expect((await server.request('POST', '/unsubscribe/scheduled_exports/unknown-token')).status).toBe(404);

    // The next run goes to the remaining recipient only.
    now = new Date('2026-11-05T18:01:00Z');
    await worker.poll();
    const second = await server.db.selectFrom('outbox_emails').select('to_email').where('subject', '=', 'Daily low ratings').orderBy('id').execute();
    expect(second.slice(2).map((m) => m.to_email)).toEqual(['manager@harbor.test']);
  });

  it('concurrent unsubscribes from one schedule each take their own address off (one atomic update each)', async () => {
    const emails = ['manager@harbor.test', 'limited@harbor.test', 'user@harbor.test', 'readonly@harbor.test'];
    const created = await server.request('POST', '/scheduled_exports', {
      token: admin,
      query: { account_id: harborId },
      body: {
        display_name: 'Race', date_range_legend: 'seven_days', filters: { rating: [1, 2] }, recipient_user_ids: [], recipient_emails: emails,
        email_frequency: 'daily', email_subject: 'Race', email_body: 'Race', scheduled_time: '13:00', export_type: 'reviews',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const links = emails.slice(0, 3).map((email) => ({ email, ...issueToken() }));
    await server.db
      .insertInto('scheduled_export_unsubscribes')
      .values(links.map((l) => ({ token_hash: l.hash, scheduled_export_id: created.body.id, email: l.email })))
      .execute();
    const replies = await Promise.all(links.map((l) => server.request('POST', `/unsubscribe/scheduled_exports/${l.token}`)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    server.expectMatchesContract('unsubscribeScheduledExport', 200, replies[0]?.body);
    const row = await server.db.selectFrom('scheduled_exports').select(['recipient_emails', 'recipient_user_ids']).where('id', '=', created.body.id).executeTakeFirstOrThrow();
    // Addresses of users are stored as their user ids; only the one who stayed is left.
    expect(row.recipient_user_ids).toEqual([await userIdOf(server.db, 'readonly@harbor.test')]);
    expect(row.recipient_emails).toEqual([]);
  });
});
