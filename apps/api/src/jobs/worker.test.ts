import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../adapters/create-services.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { enqueueJob } from './queue.js';
import { JobWorker, type JobHandler } from './worker.js';

describe('JobWorker', () => {
  let database: TestDatabase;
  let now = new Date('2026-11-04T12:00:00Z');
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('retries a failing job later, then gives up after the last attempt', async () => {
    const { db } = database;
    const services = createServices({ db, dataDir: '/tmp/unused', now: () => now });
    const gaveUp: string[] = [];
    const flaky: JobHandler = {
      run: async () => {
        throw new Error('directory unreachable');
      },
      giveUp: async (_job, _ctx, reason) => void gaveUp.push(reason),
    };
    const worker = new JobWorker({ db, services }, { flaky }, { maxAttempts: 2, log: () => undefined });
    const id = await enqueueJob(db, 'flaky', {}, now);
    const job = () => db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    expect(await worker.runOne()).toBe(true);
    expect(await job()).toMatchObject({ status: 'pending', attempts: 1, locked_by: null, last_error: expect.stringContaining('directory unreachable') });
    // Not due again until its retry time.
    expect(await worker.runOne()).toBe(false);
    now = new Date(now.getTime() + 60_000);
    expect(await worker.runOne()).toBe(true);
    expect(await job()).toMatchObject({ status: 'failed', attempts: 2 });
    expect(gaveUp).toEqual(['error']);
    expect(await worker.runOne()).toBe(false);
  });
});
