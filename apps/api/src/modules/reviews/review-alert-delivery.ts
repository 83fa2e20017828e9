/**
 * Delivery of new-review alerts, as a queued job (one per batch of arrived reviews), so it survives a crash and
 * runs on one server. Each review is mailed to every user of its account whose alert matches it (see
 * alertRecipients); the idempotency key `review-alert:<user>:<review>` makes a retried or taken-over job send
 * nothing twice. Locus has no per-user location restriction (every user of an account sees all its
 * locations), so a user's groups are the only location filter.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { JobHandler } from '../../jobs/worker.js';
import { alertBody, alertSubject, type AlertReview } from './review-alert-mail.js';
import { allowedLocationsOf } from '../../http/location-scope.js';

export const REVIEW_ALERT_JOB = 'review_alerts';

interface AlertPayload {
  account_id: number;
  review_ids: number[];
}

/** Queues the alerts of reviews that just arrived (inside the transaction that inserted them). */
export async function enqueueReviewAlerts(db: Kysely<Database>, accountId: number, reviewIds: readonly number[], now: Date): Promise<void> {
  if (reviewIds.length === 0) return;
  const payload: AlertPayload = { account_id: accountId, review_ids: [...reviewIds] };
  await enqueueJob(db, REVIEW_ALERT_JOB, { ...payload }, now);
}

export interface AlertRecipient {
  user_id: number;
  email: string;
  unsubscribe_token: string;
}

/**
 * Who is alerted of a review: active users of the review's (active or trial) account whose alert is on, whose
 * ratings match (`low`: 1 or 2 stars) and whose groups hold the review's location (no groups: every location).
 */
export async function alertRecipients(db: Kysely<Database>, review: { account_id: number; location_id: number; rating: number }): Promise<AlertRecipient[]> {
  const { rows } = await sql<AlertRecipient>`
    select a.user_id, u.email, a.unsubscribe_token
    from review_alerts a
    join users u on u.id = a.user_id and u.status = 'active'
    join user_types ut on ut.id = u.user_type_id
    join accounts acc on acc.id = a.account_id and acc.status in ('active', 'trial')
    where a.account_id = ${review.account_id} and a.enabled
      and (a.ratings = 'all' or ${review.rating} between 1 and 2)
      and (not exists (select 1 from review_alert_groups g where g.user_id = a.user_id)
        or exists (select 1 from review_alert_groups g join group_locations gl on gl.group_id = g.group_id
          where g.user_id = a.user_id and gl.location_id = ${review.location_id}))
      -- A limited user is alerted only for their locations (issue 29).
      and coalesce(${review.location_id} = any(${allowedLocationsOf('u', 'ut')}), true)
    order by a.user_id`.execute(db);
  return rows;
}

async function alertReviews(db: Kysely<Database>, { account_id, review_ids }: AlertPayload) {
  if (review_ids.length === 0) return [];
  return db
    .selectFrom('reviews as r')
    .innerJoin('locations as l', 'l.id', 'r.location_id')
    .innerJoin('sources as s', 's.id', 'r.source_id')
    // The team's own name of the location (its public name is often the brand alone, the same for all).
    .select(['r.id', 'r.account_id', 'r.location_id', 'r.rating', 'r.author_name', 'r.title', 'r.content', 's.name as source_name', 'l.name as location_name'])
    .where('r.account_id', '=', account_id)
    .where('r.id', 'in', review_ids)
    .orderBy('r.id')
    .execute();
}

export const reviewAlertJobHandler: JobHandler = {
  async run(job, { db, services }, lease) {
    const payload = job.payload as unknown as AlertPayload;
    for (const review of await alertReviews(db, payload)) {
      const mail: AlertReview = review;
      for (const recipient of await alertRecipients(db, review)) {
        // A worker that lost the job to another sends no more; the key covers a send the other repeats.
        await lease.assertHeld();
        await services.sendEmail({
          to: recipient.email,
          subject: alertSubject(mail),
          body: alertBody(mail, services.publicUrl, recipient.unsubscribe_token),
          idempotencyKey: `review-alert:${recipient.user_id}:${review.id}`,
        });
      }
    }
  },
};
