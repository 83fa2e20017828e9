import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../adapters/create-services.js';
import type { ServerServices } from '../../http/handler-types.js';
import type { JobContext, Lease } from '../../jobs/worker.js';
import { accountIdOf, userIdOf } from '../../testing/test-accounts.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { REVIEW_ALERT_JOB, reviewAlertJobHandler } from './review-alert-delivery.js';
import { receiveReviews } from './review-arrivals.js';

const heldLease: Lease = { jobId: 0, workerId: 'test', assertHeld: async () => undefined };

describe('new-review alert delivery', () => {
  let database: TestDatabase;
  let services: ServerServices;
  let ctx: JobContext;
  let harborId: number;
  let location: { id: number; name: string };
  let groupWith: number;
  let groupWithout: number;
  const now = new Date('2026-11-20T15:00:00Z');
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    services = createServices({ db, dataDir: '/tmp/unused', now: () => now, publicUrl: 'https://locus.example' });
    ctx = { db, services };
    harborId = await accountIdOf(db, 'Harbor Dental Group');
    for (const email of ['admin@harbor.test', 'manager@harbor.test', 'user@harbor.test', 'limited@harbor.test', 'readonly@harbor.test', 'emailonly@harbor.test', 'trial@pinecrest.test']) {
      ids[email] = await userIdOf(db, email);
    }
    // A location in one group and not in another.
    const memberships = await db.selectFrom('group_locations').select(['group_id', 'location_id']).where('account_id', '=', harborId).execute();
    const groupsOf = (loc: number) => new Set(memberships.filter((m) => m.location_id === loc).map((m) => m.group_id));
    const allGroups = [...new Set(memberships.map((m) => m.group_id))];
    const pick = memberships.find((m) => allGroups.some((g) => !groupsOf(m.location_id).has(g)));
    if (!pick) throw new Error('demo data: no location outside a group');
    groupWith = pick.group_id;
    groupWithout = allGroups.find((g) => !groupsOf(pick.location_id).has(g)) as number;
    location = await db.selectFrom('locations').select(['id', 'name']).where('id', '=', pick.location_id).executeTakeFirstOrThrow();

    const alert = async (email: string, enabled: boolean, ratings: 'all' | 'low', groups: number[] = []) => {
      const user = ids[email] as number;
      const accountId = email.endsWith('pinecrest.test') ? await accountIdOf(db, 'Pinecrest Eats') : harborId;
      await db.insertInto('review_alerts').values({ user_id: user, account_id: accountId, enabled, ratings, unsubscribe_token: `token-${user}`, updated_at: now }).execute();
      if (groups.length) await db.insertInto('review_alert_groups').values(groups.map((group_id) => ({ account_id: accountId, user_id: user, group_id }))).execute();
    };
    await alert('admin@harbor.test', true, 'all');
    await alert('manager@harbor.test', true, 'low');
    await alert('user@harbor.test', true, 'all', [groupWith]);
    await alert('limited@harbor.test', false, 'all');
    await alert('readonly@harbor.test', true, 'all', [groupWithout]);
    await alert('emailonly@harbor.test', true, 'all');
    await db.updateTable('users').set({ status: 'suspended' }).where('id', '=', ids['emailonly@harbor.test'] as number).execute();
    await alert('trial@pinecrest.test', true, 'all');
  });
  afterAll(() => database?.close());

  const source = async () => (await database.db.selectFrom('sources').select('id').where('code', '=', 'google').executeTakeFirstOrThrow()).id;

  /** Receives one review at the location and runs its queued alert job `runs` times. */
  async function arrive(rating: number, runs = 1): Promise<number> {
    const [reviewId] = await receiveReviews(database.db, harborId, [{
      location_id: location.id, source_id: await source(), rating, author_name: 'Dana K.', title: null,
      content: 'The front desk lost our booking and nobody called back.', published_at: now, sentiment: -1, url: null,
    }], now);
    const job = await database.db.selectFrom('jobs').selectAll().where('kind', '=', REVIEW_ALERT_JOB).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(job.payload).toEqual({ account_id: harborId, review_ids: [reviewId] });
    for (let i = 0; i < runs; i++) await reviewAlertJobHandler.run(job, ctx, heldLease);
    return reviewId as number;
  }

  const mailsOf = (reviewId: number) =>
    database.db.selectFrom('outbox_emails').selectAll().where('idempotency_key', 'like', `review-alert:%:${reviewId}`).orderBy('to_email').execute();

  it('a 5-star review goes to the "all" users whose groups hold its location (or who chose none), once each', async () => {
    const reviewId = await arrive(5);
    const mails = await mailsOf(reviewId);
    expect(mails.map((m) => m.to_email)).toEqual(['admin@harbor.test', 'user@harbor.test']);
  });

  it('a 1-star review also goes to the "low" users; disabled, suspended, other-group and other-account users get nothing', async () => {
    const reviewId = await arrive(1);
    const mails = await mailsOf(reviewId);
    expect(mails.map((m) => m.to_email)).toEqual(['admin@harbor.test', 'manager@harbor.test', 'user@harbor.test']);
  });

  it('the mail names the stars and the location, and carries the review, its author, site, text and both links', async () => {
    const reviewId = await arrive(2);
    const mail = (await mailsOf(reviewId)).find((m) => m.to_email === 'manager@harbor.test');
    expect(mail?.subject).toBe(`New 2-star review for ${location.name}`);
    expect(mail?.body).toContain('Rating: 2 of 5 stars');
    expect(mail?.body).toContain('Author: Dana K.');
    expect(mail?.body).toContain('Site: Google');
    expect(mail?.body).toContain('The front desk lost our booking');
    expect(mail?.body).toContain(`https://locus.example/reviews/${reviewId}`);
    expect(mail?.body).toContain(`https://locus.example/unsubscribe/alerts/token-${ids['manager@harbor.test']}`);
  });

  it('a job that runs twice (a retry, a takeover) sends each user one mail per review', async () => {
    const reviewId = await arrive(1, 2);
    expect((await mailsOf(reviewId)).length).toBe(3);
  });

  it('the received event of an arrived review is in its history', async () => {
    const reviewId = await arrive(4);
    const events = await database.db.selectFrom('review_events').select('kind').where('review_id', '=', reviewId).execute();
    expect(events.map((e) => e.kind)).toEqual(['received']);
  });
});
