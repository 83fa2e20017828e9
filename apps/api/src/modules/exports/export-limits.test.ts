import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobWorker, type JobWorker } from '../../jobs/index.js';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { MAX_QUEUED_EXPORTS_PER_USER } from './export-rules.js';
import { accountIdOf, userIdOf } from '../../testing/test-accounts.js';

/** One user cannot fill the queue, and a schedule fires only for a live creator and account. */
describe('export limits and schedule status checks', () => {
  let server: TestServer;
  let worker: JobWorker;
  const clock = new Date('2026-11-04T12:00:00Z');
  let admin: string;
  let user: string;
  let harborId: number;

  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
    worker = createJobWorker({ db: server.db, services: server.services }, { log: () => undefined });
    admin = await server.login('admin@harbor.test');
    user = await server.login('user@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
  });
  afterAll(() => server?.close());

  const requestExport = () => server.request('POST', `/export_files/${harborId}`, { token: user, body: { resource: 'groups' } });

  it(`a user may have ${MAX_QUEUED_EXPORTS_PER_USER} exports queued; the next is a 429 saying to wait, and is accepted once they ran`, async () => {
    for (let i = 0; i < MAX_QUEUED_EXPORTS_PER_USER; i += 1) expect((await requestExport()).status).toBe(201);
    const refused = await requestExport();
    expect(refused.status).toBe(429);
    server.expectMatchesContract('createExportFile', 429, refused.body);
    expect(refused.body.error).toMatch(/already have 5 exports in progress.*Wait for one to finish/);
    // Another user is not held up by this one.
    expect((await server.request('POST', `/export_files/${harborId}`, { token: admin, body: { resource: 'groups' } })).status).toBe(201);
    await worker.poll();
    expect((await requestExport()).status).toBe(201);
  });

  /** A schedule made over HTTP by `token`, due now; returns its id. */
  async function dueSchedule(creatorToken: string, recipient: string): Promise<number> {
    const reply = await server.request('POST', '/scheduled_exports', {
      token: creatorToken,
      body: { date_range_legend: 'seven_days', email_frequency: 'daily', email_subject: 'Status check', scheduled_time: '13:00', export_type: 'reviews', recipient_emails: [recipient] },
    });
    expect([reply.status, reply.body.error]).toEqual([201, undefined]);
    await server.db.updateTable('scheduled_exports').set({ next_run_at: new Date(clock.getTime() - 1000) }).where('id', '=', reply.body.id).execute();
    return reply.body.id;
  }
  const runsOf = (scheduleId: number) => server.db.selectFrom('export_files').select('id').where('scheduled_export_id', '=', scheduleId).execute();
  const nextRunOf = async (scheduleId: number) =>
    (await server.db.selectFrom('scheduled_exports').select('next_run_at').where('id', '=', scheduleId).executeTakeFirstOrThrow()).next_run_at;

  it('a schedule of a deleted or suspended creator, or of an inactive account, does not run (and moves to its next time)', async () => {
    const manager = await server.login('manager@harbor.test');
    const ofDeleted = await dueSchedule(manager, 'user@harbor.test');
    const ofSuspended = await dueSchedule(user, 'user@harbor.test');
    expect((await server.request('DELETE', `/users/${await userIdOf(server.db, 'manager@harbor.test')}`, { token: admin })).status).toBe(204);
    await server.db.updateTable('users').set({ status: 'suspended' }).where('email', '=', 'user@harbor.test').execute();
    await worker.poll();
    expect(await runsOf(ofDeleted)).toEqual([]);
    expect(await runsOf(ofSuspended)).toEqual([]);
    expect((await nextRunOf(ofSuspended)).getTime()).toBeGreaterThan(clock.getTime());

    await server.db.updateTable('users').set({ status: 'active' }).where('email', '=', 'user@harbor.test').execute();
    const ofInactiveAccount = await dueSchedule(admin, 'admin@harbor.test');
    await server.db.updateTable('accounts').set({ status: 'inactive' }).where('id', '=', harborId).execute();
    await worker.poll();
    expect(await runsOf(ofInactiveAccount)).toEqual([]);
    await server.db.updateTable('accounts').set({ status: 'active' }).where('id', '=', harborId).execute();

    // Control: the same schedule runs when all is well.
    await server.db.updateTable('scheduled_exports').set({ next_run_at: new Date(clock.getTime() - 1000) }).where('id', '=', ofInactiveAccount).execute();
    await worker.poll();
    expect(await runsOf(ofInactiveAccount)).toHaveLength(1);
  });

  it('[F6-059] a trial account\'s schedule does not run without trial_export', async () => {
    const pinecrestId = await accountIdOf(server.db, 'Pinecrest Eats');
    const trialUser = await userIdOf(server.db, 'trial@pinecrest.test');
    // Made while the account had trial_export, which the provider then switched off.
    const schedule = await server.db
      .insertInto('scheduled_exports')
      .values({
        account_id: pinecrestId, created_by_user_id: trialUser, display_name: 'Trial', date_range_legend: 'seven_days', filters: '{}',
        recipient_user_ids: JSON.stringify([trialUser]), recipient_emails: '[]', email_frequency: 'daily', email_subject: 'Trial run',
        scheduled_time: '13:00', export_type: 'reviews', origin: 'http://localhost', next_run_at: new Date(clock.getTime() - 1000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await worker.poll();
    expect(await runsOf(schedule.id)).toEqual([]);
  });
});
