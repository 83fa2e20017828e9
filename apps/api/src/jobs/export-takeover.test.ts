import type { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ServerServices } from '../http/handler-types.js';
import { accountIdOf, linkParam, userIdOf } from '../testing/test-accounts.js';
import { startTestServer, type TestServer } from '../testing/http-harness.js';
import { createJobWorker } from './index.js';

/**
 * An export whose worker dies mid-run (after claiming, mid-stream, or between two e-mails) is
 * finished by another worker once the lease expires, and every recipient is mailed exactly once.
 */
describe('an export job taken over after its worker died', () => {
  let server: TestServer;
  let clock = new Date('2026-11-04T12:00:00Z');
  let token: string;
  let harborId: number;
  let recipientIds: number[];
  const STALE_MS = 60_000;
  const quiet = { log: () => undefined };

  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
    token = await server.login('admin@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
    recipientIds = await Promise.all(['admin@harbor.test', 'manager@harbor.test', 'user@harbor.test', 'limited@harbor.test', 'readonly@harbor.test'].map((e) => userIdOf(server.db, e)));
  });
  afterAll(() => server?.close());
  // Each test's schedule runs once: later tests move the clock past its next run.
  afterEach(() => server.db.deleteFrom('scheduled_exports').execute());

  /** A due scheduled export to five recipients, created over HTTP; returns its schedule id. */
  async function dueSchedule(subject: string): Promise<number> {
    const reply = await server.request('POST', '/scheduled_exports', {
      token,
      query: { account_id: harborId },
      body: {
        date_range_legend: 'twelve_months', email_frequency: 'daily', email_subject: subject, scheduled_time: '13:00',
        export_type: 'reviews', recipient_user_ids: recipientIds,
      },
    });
    expect(reply.status).toBe(201);
    clock = new Date(new Date(reply.body.next_run_at).getTime() + 1000);
    return reply.body.id;
  }

  const mailsOf = (subject: string) => server.db.selectFrom('outbox_emails').selectAll().where('subject', '=', subject).orderBy('id').execute();
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 400 && !(await check()); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  /** A promise the test resolves to let a "dead" worker wake up again. */
  const gate = () => {
    let open: () => void = () => undefined;
    const promise = new Promise<void>((resolve) => (open = resolve));
    return { promise, open };
  };

  async function expectEachMailedOnceWithWorkingLinks(subject: string, scheduleId: number) {
    const mails = await mailsOf(subject);
    const expected = (await server.db.selectFrom('users').select('email').where('id', 'in', recipientIds).execute()).map((u) => u.email).sort();
    expect(mails.map((m) => m.to_email).sort()).toEqual(expected);
    for (const mail of mails) {
      const file = mail.body.match(/\/fetch-export-file\/(\d+)\//)?.[1];
      const download = await server.request('GET', `/fetch-export-file/${file}/file-data`, { query: { token: linkParam(mail.body, 'token') } });
      expect([mail.to_email, download.status]).toEqual([mail.to_email, 200]);
    }
    const run = await server.db.selectFrom('export_files').selectAll().where('scheduled_export_id', '=', scheduleId).executeTakeFirstOrThrow();
    expect(run.status).toBe('complete');
    const job = await server.db.selectFrom('jobs').selectAll().where(({ eb }) => eb(eb.ref('payload'), '@>', JSON.stringify({ export_file_id: run.id }) as never)).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
    return { mails: mails.length, recipients: expected.length };
  }

  it('dies between e-mails (after sending one, before marking it): the next worker mails the rest, none twice', async () => {
    const subject = 'Takeover between mails';
    const scheduleId = await dueSchedule(subject);
    const frozen = gate();
    let sent = 0;
    // Worker A sends three mails, then freezes right after the third send, before marking it (a dead process:
    // it never renews its lease either).
    const dying: ServerServices = {
      ...server.services,
      sendEmail: async (message) => {
        await server.services.sendEmail(message);
        sent += 1;
        if (sent === 3) await frozen.promise;
      },
    };
    const a = createJobWorker({ db: server.db, services: dying }, { ...quiet, staleMs: STALE_MS, renewMs: 3_600_000 });
    const aRun = a.poll();
    await until(async () => (await mailsOf(subject)).length === 3);
    expect((await mailsOf(subject)).length).toBe(3);

    // Nothing happens before the lease expires; after it, worker B takes the job over and finishes it.
    const b = createJobWorker({ db: server.db, services: server.services }, { ...quiet, staleMs: STALE_MS });
    expect(await b.runOne()).toBe(false);
    clock = new Date(clock.getTime() + STALE_MS + 1000);
    expect(await b.runOne()).toBe(true);
    const figures = await expectEachMailedOnceWithWorkingLinks(subject, scheduleId);

    // A wakes up: it lost the lease, so it records nothing and sends nothing more.
    frozen.open();
    await aRun;
    expect((await mailsOf(subject)).length).toBe(figures.recipients);
    console.info(`takeover between mails: ${figures.recipients} recipients, ${figures.mails} mails (A sent 3, B the rest; 0 twice)`);
  });

  it('dies mid-stream while writing the CSV: the next worker rebuilds the file and mails everyone once', async () => {
    const subject = 'Takeover mid-stream';
    const scheduleId = await dueSchedule(subject);
    const frozen = gate();
    let streamed = 0;
    const dying: ServerServices = {
      ...server.services,
      files: {
        ...server.services.files,
        // Reads the start of the file, then freezes (a worker killed mid-write), then fails when woken.
        saveStream: async (_name: string, data: Readable) => {
          for await (const chunk of data) {
            streamed += (chunk as Buffer).length;
            break;
          }
          await frozen.promise;
          throw new Error('worker killed mid-stream');
        },
      },
    };
    const a = createJobWorker({ db: server.db, services: dying }, { ...quiet, staleMs: STALE_MS, renewMs: 3_600_000 });
    const aRun = a.poll();
    await until(async () => streamed > 0);
    expect(streamed).toBeGreaterThan(0);
    clock = new Date(clock.getTime() + STALE_MS + 1000);
    const b = createJobWorker({ db: server.db, services: server.services }, { ...quiet, staleMs: STALE_MS });
    expect(await b.runOne()).toBe(true);
    const figures = await expectEachMailedOnceWithWorkingLinks(subject, scheduleId);
    frozen.open();
    await aRun;
    // A's failure is not recorded on a job it no longer holds.
    const run = await server.db.selectFrom('export_files').select('id').where('scheduled_export_id', '=', scheduleId).executeTakeFirstOrThrow();
    expect((await server.db.selectFrom('jobs').select('status').where(({ eb }) => eb(eb.ref('payload'), '@>', JSON.stringify({ export_file_id: run.id }) as never)).executeTakeFirstOrThrow()).status).toBe('done');
    expect((await mailsOf(subject)).length).toBe(figures.recipients);
    console.info(`takeover mid-stream: ${figures.recipients} recipients, ${figures.mails} mails (A died after ${streamed} bytes; 0 twice)`);
  });

  it('a run slower than the stale limit keeps its lease (renewed) and is never claimed twice', async () => {
    const subject = 'Slow run';
    await dueSchedule(subject);
    const slow = gate();
    let writing = false;
    const slowServices: ServerServices = {
      ...server.services,
      files: {
        ...server.services.files,
        saveStream: async (name: string, data: Readable) => {
          writing = true;
          await slow.promise;
          return server.services.files.saveStream(name, data);
        },
      },
    };
    const a = createJobWorker({ db: server.db, services: slowServices }, { ...quiet, staleMs: STALE_MS, renewMs: 20 });
    const aRun = a.poll();
    await until(async () => writing);
    // The clock passes the stale limit twice over; A's renewals keep the lease current.
    const b = createJobWorker({ db: server.db, services: server.services }, { ...quiet, staleMs: STALE_MS });
    for (let i = 0; i < 2; i += 1) {
      clock = new Date(clock.getTime() + STALE_MS - 1000);
      await new Promise((resolve) => setTimeout(resolve, 100)); // a few renewals at the new time
      expect(await b.runOne()).toBe(false);
    }
    slow.open();
    await aRun;
    expect((await mailsOf(subject)).length).toBe(recipientIds.length);
  });
});
