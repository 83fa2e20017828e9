/**
 * The one way new reviews enter Locus (the simulator's arrivals, and a real connector's later): the rows are
 * inserted (the 0018 trigger writes their `received` history event), their keywords stored, and their alerts
 * queued, all in one transaction, so no review arrives without its alert job.
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database, ReviewsTable } from '../../db/schema.js';
import { storeReviewKeywords } from '../keywords/store.js';
import { enqueueReviewAlerts } from './review-alert-delivery.js';

/** A new review of one of the account's locations (the account is the receiving call's). */
export type NewArrival = Omit<Insertable<ReviewsTable>, 'account_id' | 'id' | 'status' | 'created_at'>;

/** Inserts the account's new reviews and queues their alerts; returns their ids in order. */
export async function receiveReviews(db: Kysely<Database>, accountId: number, reviews: readonly NewArrival[], now: Date): Promise<number[]> {
  if (reviews.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const locationIds = [...new Set(reviews.map((r) => r.location_id))];
    const owned = await trx.selectFrom('locations').select('id').where('account_id', '=', accountId).where('id', 'in', locationIds).execute();
    if (owned.length !== locationIds.length) throw new Error(`receiveReviews: a location is not account ${accountId}'s`);
    const rows = await trx
      .insertInto('reviews')
      .values(reviews.map((r) => ({ ...r, account_id: accountId, status: 'open' as const, created_at: now })))
      .returning('id')
      .execute();
    const ids = rows.map((r) => r.id);
    await storeReviewKeywords(trx, ids);
    await enqueueReviewAlerts(trx, accountId, ids, now);
    return ids;
  });
}
