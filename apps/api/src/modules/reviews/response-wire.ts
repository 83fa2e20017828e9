/** A review's responses as the contract serves them (Response), and the review's live state on its stream. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ChannelMessage } from '../media/realtime.js';
import { iso, isoOrNull } from '../../http/wire.js';
import type { Schema } from '../../http/schemas.js';

export const RESPONSE_STATUS_ACTION = 'RESPONSE_STATUS';
/** The realtime channel of one review's responses (the publish job publishes on it after each change). */
export const reviewChannel = (reviewId: number) => `rtx_reviews-${reviewId}`;

/** Responses (oldest first) with the name of who wrote each, of one review or by id. */
export async function loadResponses(db: Kysely<Database>, where: { reviewId: number } | { id: number }): Promise<Schema<'Response'>[]> {
  let query = db.selectFrom('responses as rs').leftJoin('users as u', 'u.id', 'rs.user_id')
    .select(['rs.id', 'rs.account_id', 'rs.review_id', 'rs.user_id', 'u.name as user_name', 'rs.content', 'rs.status', 'rs.status_description',
      'rs.read_only', 'rs.published_at', 'rs.pending', 'rs.attempts', 'rs.next_attempt_at', 'rs.created_at', 'rs.updated_at'])
    .orderBy('rs.created_at').orderBy('rs.id');
  query = 'id' in where ? query.where('rs.id', '=', where.id) : query.where('rs.review_id', '=', where.reviewId);
  const rows = await query.execute();
  return rows.map((r) => ({
    ...r,
    user_name: r.user_name ?? null,
    published_at: isoOrNull(r.published_at),
    next_attempt_at: isoOrNull(r.next_attempt_at),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  }));
}

/** One response by id (undefined when it is gone). */
export async function loadResponse(db: Kysely<Database>, id: number): Promise<Schema<'Response'> | undefined> {
  return (await loadResponses(db, { id }))[0];
}

/** The stream's message: the review's workflow status and its responses; final once no site call is pending. */
export async function reviewResponseState(db: Kysely<Database>, reviewId: number): Promise<{ message: ChannelMessage; final: boolean }> {
  const [review, responses] = await Promise.all([
    db.selectFrom('reviews').select('status').where('id', '=', reviewId).executeTakeFirst(),
    loadResponses(db, { reviewId }),
  ]);
  return {
    message: { event: 'ok', action: RESPONSE_STATUS_ACTION, review_id: reviewId, review_status: review?.status ?? 'open', responses },
    final: responses.every((r) => r.pending === null),
  };
}
