import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedDirectories } from '../adapters/directories/simulated-directory.js';
import { createServices } from '../adapters/create-services.js';
import { createJobWorker } from '../jobs/index.js';
import { RESPONSE_PUBLISH_JOB } from '../modules/reviews/response-publishing.js';
import { PUBLISH_ERROR_TEXT } from '../modules/reviews/response-retry.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { seedDemo } from './seed-demo.js';
import { SEEDED_RETRY_WINDOW_MS } from './seeded-retries.js';

describe('the demo\'s failed replies', () => {
  let database: TestDatabase;
  let before: Date;
  let after: Date;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    before = new Date();
    await seedDemo(database.db);
    after = new Date();
  });
  afterAll(() => database?.close());

  const failedReplies = () => database.db.selectFrom('responses').selectAll().where('status', '=', 'error_published').orderBy('next_attempt_at').orderBy('id').execute();
  const jobsOf = (responseId: number) => database.db.selectFrom('jobs').selectAll().where('kind', '=', RESPONSE_PUBLISH_JOB)
    .where(({ eb }) => eb(eb.ref('payload'), '@>', JSON.stringify({ response_id: responseId }) as never)).execute();

  it('[P4-059] each have one publish retry queued within the hour after seeding, spread over it', async () => {
    const failed = await failedReplies();
    expect(failed.length).toBeGreaterThan(10);
    const windowEnd = after.getTime() + SEEDED_RETRY_WINDOW_MS;
    for (const reply of failed) {
      expect(reply).toMatchObject({ status_description: PUBLISH_ERROR_TEXT, pending: 'publish', published_at: null });
      const at = reply.next_attempt_at?.getTime() ?? 0;
      expect(at).toBeGreaterThan(before.getTime());
      expect(at).toBeLessThanOrEqual(windowEnd);
      const jobs = await jobsOf(reply.id);
      expect(jobs.map((j) => [j.status, j.run_at.getTime()])).toEqual([['pending', at]]);
    }
    // Spread: no minute of the hour holds more than its share (a worker starting on the demo is not swamped).
    const perMinute = new Map<number, number>();
    for (const reply of failed) {
      const minute = Math.floor(((reply.next_attempt_at?.getTime() ?? 0) - before.getTime()) / 60_000);
      perMinute.set(minute, (perMinute.get(minute) ?? 0) + 1);
    }
    expect(Math.max(...perMinute.values())).toBeLessThanOrEqual(Math.ceil(failed.length / 60) + 1);
  });

  it('are published once by their retry on the simulated site', async () => {
    const [first] = await failedReplies();
    if (!first?.next_attempt_at) throw new Error('no failed reply was seeded');
    let clock = first.next_attempt_at;
    const services = createServices({ db: database.db, dataDir: '/tmp/unused', now: () => clock });
    const worker = createJobWorker(
      { db: database.db, services: { ...services, directories: simulatedDirectories(database.db, { sleep: async () => undefined, refusalRate: 0 }) } },
      { log: () => undefined },
    );

    // At its time, the earliest retry is the one due: it puts the reply on the site.
    expect(await worker.runOne()).toBe(true);
    expect(await worker.runOne()).toBe(false);
    const published = await database.db.selectFrom('responses').selectAll().where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(published).toMatchObject({ status: 'published', status_description: null, pending: null, next_attempt_at: null, published_at: clock });
    const site = await database.db.selectFrom('directory_review_replies').selectAll().where('review_id', '=', first.review_id).execute();
    expect(site.map((r) => [r.content, r.site_reply_id])).toEqual([[first.content, published.site_reply_id]]);
    expect((await jobsOf(first.id)).map((j) => j.status)).toEqual(['done']);

    // The others follow within the hour; nothing runs the first one again.
    clock = new Date(clock.getTime() + SEEDED_RETRY_WINDOW_MS);
    while (await worker.runOne()) clock = new Date(clock.getTime() + 60_000);
    expect(await failedReplies()).toEqual([]);
    const events = await database.db.selectFrom('review_events').select('kind').where('response_id', '=', first.id).execute();
    expect(events.map((e) => e.kind)).toEqual(['publish_attempted', 'published']);
    expect(await database.db.selectFrom('directory_review_replies').select('review_id').where('review_id', '=', first.review_id).execute()).toHaveLength(1);
  });
});
