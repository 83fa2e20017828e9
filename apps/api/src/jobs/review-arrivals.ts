/**
 * The simulator's new reviews for the demo accounts (accounts.demo): every LOCUS_REVIEW_ARRIVAL_MINUTES one
 * arrives at a random location of each active demo account, through receiveReviews (so its alerts are sent).
 * A pass is a queued job, so only one server runs it; before each poll the worker queues the next pass one
 * interval ahead when none is waiting (the listing scans' pattern).
 */
import { sql, type Kysely } from 'kysely';
import { simulatedArrival } from '../adapters/directories/simulated-arrivals.js';
import type { Database } from '../db/schema.js';
import { receiveReviews } from '../modules/reviews/review-arrivals.js';
import { Random } from '../seed/random.js';
import { enqueueJob } from './queue.js';
import type { JobContext, JobHandler, Lease } from './worker.js';

export const REVIEW_ARRIVALS_JOB = 'review_arrivals';

/** One pass: a new review for each active demo account with locations; returns the new review ids. */
export async function bringDemoArrivals(db: Kysely<Database>, now: Date, lease?: Lease): Promise<number[]> {
  const accounts = await db
    .selectFrom('accounts')
    .select(['id', 'vertical'])
    .where('demo', '=', true)
    .where('status', 'in', ['active', 'trial'])
    .orderBy('id')
    .execute();
  const rng = new Random(now.getTime() % 2 ** 32);
  const ids: number[] = [];
  for (const account of accounts) {
    const locations = await db.selectFrom('locations').select('id').where('account_id', '=', account.id).orderBy('id').execute();
    if (locations.length === 0) continue;
    // A pass taken over by another worker brings nothing more (each account gets one review per pass).
    await lease?.assertHeld();
    const location = { id: rng.pick(locations).id, vertical: account.vertical };
    ids.push(...(await receiveReviews(db, account.id, [await simulatedArrival(db, rng, location, now)], now)));
  }
  return ids;
}

export const reviewArrivalsJobHandler: JobHandler = {
  async run(_job, { db, services }, lease) {
    await bringDemoArrivals(db, services.now(), lease);
  },
};

/**
 * Queues the next pass `minutes` from now unless one is waiting; nothing when arrivals are off (0). Under a
 * transaction-scoped advisory lock, so two servers polling at once queue one pass, not two.
 */
export async function ensureReviewArrivals({ db, services }: JobContext, minutes: number): Promise<void> {
  if (minutes <= 0) return;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${REVIEW_ARRIVALS_JOB}))`.execute(trx);
    const queued = await trx.selectFrom('jobs').select('id').where('kind', '=', REVIEW_ARRIVALS_JOB).where('status', 'in', ['pending', 'processing']).executeTakeFirst();
    if (!queued) await enqueueJob(trx, REVIEW_ARRIVALS_JOB, {}, new Date(services.now().getTime() + minutes * 60_000));
  });
}
