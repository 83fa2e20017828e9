import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../adapters/create-services.js';
import { simulatedArrival } from '../adapters/directories/simulated-arrivals.js';
import { REVIEW_ALERT_JOB } from '../modules/reviews/review-alert-delivery.js';
import { Random } from '../seed/random.js';
import { accountIdOf } from '../testing/test-accounts.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { bringDemoArrivals, ensureReviewArrivals, REVIEW_ARRIVALS_JOB } from './review-arrivals.js';
import { createJobWorker } from './index.js';
import type { JobContext } from './worker.js';

describe('the demo accounts\' new reviews', () => {
  let database: TestDatabase;
  let ctx: JobContext;
  let now = new Date('2026-11-20T15:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase();
    ctx = { db: database.db, services: createServices({ db: database.db, dataDir: '/tmp/unused', now: () => now }) };
  });
  afterAll(() => database?.close());

  const arrivalJobs = () => database.db.selectFrom('jobs').selectAll().where('kind', '=', REVIEW_ARRIVALS_JOB).execute();

  it('queues nothing when arrivals are off (0 minutes)', async () => {
    await ensureReviewArrivals(ctx, 0);
    await createJobWorker(ctx, { log: () => undefined }).poll();
    expect(await arrivalJobs()).toEqual([]);
  });

  it('queues the next pass one interval ahead, once, when on', async () => {
    await ensureReviewArrivals(ctx, 20);
    await ensureReviewArrivals(ctx, 20);
    const jobs = await arrivalJobs();
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0]?.run_at as Date).getTime()).toBe(now.getTime() + 20 * 60_000);
  });

  it('a pass brings one review to each active demo account with locations, with its received event and alert job', async () => {
    const northwind = await accountIdOf(database.db, 'Northwind Reviews');
    await database.db.updateTable('accounts').set({ demo: false }).where('id', '=', northwind).execute();
    const demo = await database.db
      .selectFrom('accounts as a')
      .select('a.id')
      .where('a.demo', '=', true)
      .where('a.status', 'in', ['active', 'trial'])
      .where((eb) => eb.exists(eb.selectFrom('locations as l').select('l.id').whereRef('l.account_id', '=', 'a.id')))
      .orderBy('a.id')
      .execute();
    expect(demo.length).toBeGreaterThanOrEqual(4);

    now = new Date(now.getTime() + 20 * 60_000);
    const ids = await bringDemoArrivals(database.db, now);
    const reviews = await database.db.selectFrom('reviews').select(['id', 'account_id', 'published_at', 'status']).where('id', 'in', ids).orderBy('account_id').execute();
    expect(reviews.map((r) => r.account_id)).toEqual(demo.map((a) => a.id));
    expect(reviews.every((r) => r.status === 'open' && new Date(r.published_at).getTime() === now.getTime())).toBe(true);
    const received = await database.db.selectFrom('review_events').select('review_id').where('kind', '=', 'received').where('review_id', 'in', ids).execute();
    expect(received).toHaveLength(ids.length);
    const alertJobs = await database.db.selectFrom('jobs').select('payload').where('kind', '=', REVIEW_ALERT_JOB).execute();
    expect(alertJobs.flatMap((j) => (j.payload as { review_ids: number[] }).review_ids).sort()).toEqual([...ids].sort());
  });

  it('arrivals read like real reviews: mostly 4-5 stars, some 1-2, with text and an author', async () => {
    const location = await database.db.selectFrom('locations').select('id').orderBy('id').executeTakeFirstOrThrow();
    const rng = new Random(7);
    const ratings: number[] = [];
    for (let i = 0; i < 200; i++) {
      const arrival = await simulatedArrival(database.db, rng, { id: location.id, vertical: 'healthcare' }, now);
      expect(arrival.author_name).toMatch(/^\S+ \S\.$/);
      expect(arrival.content).toBeTruthy();
      ratings.push(arrival.rating as number);
    }
    const share = (test: (r: number) => boolean) => ratings.filter(test).length / ratings.length;
    expect(share((r) => r >= 4)).toBeGreaterThan(0.6);
    expect(share((r) => r >= 1 && r <= 2)).toBeGreaterThan(0.05);
    const forced = await simulatedArrival(database.db, rng, { id: location.id, vertical: 'healthcare' }, now, 1);
    expect(forced.rating).toBe(1);
    expect(forced.sentiment).toBe(-1);
  });
});
