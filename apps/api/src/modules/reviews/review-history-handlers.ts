/**
 * The review's workflow status, set in place (PATCH /reviews/{id}), and its history (GET /reviews/{id}/events),
 * the append-only timeline every write of a review adds to (review-events.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { HandlerMap, OperationContext, RequestContext } from '../../http/handler-types.js';
import { notFound } from '../../http/http-error.js';
import { halPage } from '../../http/lists/list-query.js';
import { parsePaging } from '../../http/lists/paging.js';
import { requireAuth } from '../../http/scope.js';
import { found, idParam } from '../../http/tenant.js';
import { iso } from '../../http/wire.js';
import { recordReviewEvent } from './review-events.js';
import { loadReviews, reviewToWire } from './reviews-wire.js';
import { assertLocationAllowed } from '../../http/location-scope.js';

/** The review the route names, as the caller may see it (another account's is a 404). */
async function reviewOf(ctx: RequestContext, db: Kysely<Database>, lock: boolean) {
  let query = db.selectFrom('reviews').select(['id', 'account_id', 'status', 'location_id']).where('id', '=', idParam(ctx, 'Review'));
  if (lock) query = query.forNoKeyUpdate();
  const review = found(requireAuth(ctx), await query.executeTakeFirst(), 'Review');
  assertLocationAllowed(ctx, review.location_id, 'Review');
  return review;
}

/**
 * Sets the workflow status and records `status_changed { from, to }` with the user, in one transaction (the row
 * is locked, so two people changing it at once leave two events that chain). Setting the status it has writes
 * nothing.
 */
const updateReview = async (ctx: OperationContext<'updateReview'>) => {
  const auth = requireAuth(ctx);
  const to = ctx.body.status;
  const id = await ctx.db.transaction().execute(async (trx) => {
    const review = await reviewOf(ctx, trx, true);
    if (ctx.body.account_id !== undefined && ctx.body.account_id !== review.account_id) throw notFound('Review');
    if (review.status === to) return review.id;
    await trx.updateTable('reviews').set({ status: to }).where('id', '=', review.id).execute();
    await recordReviewEvent(trx, {
      accountId: review.account_id, reviewId: review.id, kind: 'status_changed', userId: auth.user.id,
      detail: { from: review.status, to }, at: ctx.services.now(),
    });
    return review.id;
  });
  const [row] = await loadReviews(ctx.db, [id]);
  if (!row) throw notFound('Review');
  return reviewToWire(row);
};

const HISTORY_ORDER = {
  sort: { by: 'created_at' as const, order: 'asc' as const, explicit: true },
  search: null,
  columns: { created_at: 'e.created_at' },
  nameColumn: 'e.created_at',
  idColumn: 'e.id',
};

/** The review's events, oldest first (ties in insertion order), with the name of who did each. */
const listReviewEvents = async (ctx: OperationContext<'listReviewEvents'>) => {
  const review = await reviewOf(ctx, ctx.db, false);
  const query = ctx.db
    .selectFrom('review_events as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.id', 'e.review_id', 'e.kind', 'e.user_id', 'u.name as user_name', 'e.response_id', 'e.detail', 'e.created_at'])
    .where('e.review_id', '=', review.id)
    .where('e.account_id', '=', review.account_id);
  return halPage(ctx, 'review_events', query, parsePaging(ctx.query, { defaultPerPage: 50 }), HISTORY_ORDER, (row) => ({
    ...row,
    created_at: iso(row.created_at),
  }));
};

export const reviewHistoryHandlers = { updateReview, listReviewEvents } satisfies HandlerMap;
