/**
 * Answering a review (issue 22): create, edit and delete its response, and follow its publishing live. The
 * handlers only store the change and queue the site call (response-publishing.ts), so the page never waits for
 * the site; the result arrives on GET /reviews/{id}/stream. Each takes a row lock on the review, so the
 * one-response check and the one-job-in-flight check cannot race.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuthContext, HandlerMap, OperationContext, RequestContext } from '../../http/handler-types.js';
import { conflict, notFound } from '../../http/http-error.js';
import { requireAuth } from '../../http/scope.js';
import { found, idParam } from '../../http/tenant.js';
import { streamChannel } from '../../http/channel-stream.js';
import { recordReviewEvent, recordReviewEvents } from './review-events.js';
import { assertReplyPublishable } from './response-checks.js';
import { announceResponseChange, enqueueResponseJob, replyTarget, responseJobInFlight } from './response-publishing.js';
import { loadResponse, reviewChannel, reviewResponseState } from './response-wire.js';
import { assertLocationAllowed } from '../../http/location-scope.js';

const READ_ONLY = 'This response is read-only: it cannot be changed through Locus.';

/** The review, locked for the rest of the transaction; 404 when it is not one of the caller's. */
async function lockedReview(trx: Kysely<Database>, auth: AuthContext, reviewId: number) {
  await trx.selectFrom('reviews').select('id').where('id', '=', reviewId).forUpdate().execute();
  const row = await trx.selectFrom('reviews as r').innerJoin('sources as s', 's.id', 'r.source_id').innerJoin('accounts as a', 'a.id', 'r.account_id')
    .select(['r.id', 'r.account_id', 'r.location_id', 's.code as source_code', 's.name as source_name', 'a.vertical'])
    .where('r.id', '=', reviewId).executeTakeFirst();
  const review = found(auth, row, 'Review');
  assertLocationAllowed({ auth }, review.location_id, 'Review');
  return { ...review, reply: { accountId: review.account_id, sourceCode: review.source_code, sourceName: review.source_name, vertical: review.vertical } };
}

/** The response and its review, the review locked; 404 when it is not one of the caller's. */
async function lockedResponse(trx: Kysely<Database>, auth: AuthContext, responseId: number) {
  const row = await trx.selectFrom('responses').select(['review_id', 'account_id']).where('id', '=', responseId).executeTakeFirst();
  const review = await lockedReview(trx, auth, found(auth, row, 'Response').review_id);
  const response = await trx.selectFrom('responses').selectAll().where('id', '=', responseId).executeTakeFirst();
  if (!response) throw notFound('Response');
  return { review, response };
}

/** 202 with the response as stored: the site call runs after the reply. */
async function acceptedResponse(ctx: RequestContext, responseId: number) {
  const response = await loadResponse(ctx.db, responseId);
  if (!response) throw notFound('Response');
  ctx.reply.code(202);
  return response;
}

/** Stores the reply as a draft pending publish (a feedback reply is published in Locus at once, P4-056). */
const createResponse = async (ctx: OperationContext<'createResponse'>) => {
  const auth = requireAuth(ctx);
  const reviewId = idParam(ctx, 'Review');
  const content = ctx.body.content.trim();
  const now = ctx.services.now();
  const id = await ctx.db.transaction().execute(async (trx) => {
    const review = await lockedReview(trx, auth, reviewId);
    const existing = await trx.selectFrom('responses').select('id').where('review_id', '=', review.id).executeTakeFirst();
    if (existing) throw conflict('This review already has a response: edit it instead.');
    await assertReplyPublishable(trx, review.reply, content);
    const local = replyTarget(ctx.services, review.source_code).kind === 'locus';
    const row = await trx.insertInto('responses').values({
      account_id: review.account_id, review_id: review.id, user_id: auth.user.id, content, created_at: now, updated_at: now,
      ...(local
        ? { status: 'published', published_at: now, read_only: true }
        : { status: 'draft', pending: 'publish' }),
    }).returning('id').executeTakeFirstOrThrow();
    const event = { accountId: review.account_id, reviewId: review.id, responseId: row.id, at: now };
    await recordReviewEvents(trx, [
      { ...event, kind: 'response_created', userId: auth.user.id, detail: { content } },
      ...(local ? [{ ...event, kind: 'published' as const }] : []),
    ]);
    if (!local) await enqueueResponseJob(trx, row.id, 'publish', now);
    return row.id;
  });
  announceResponseChange(ctx.services, reviewId);
  return acceptedResponse(ctx, id);
};

/** Replaces the text and publishes it again; the first publish keeps its published_at (response time). */
const updateResponse = async (ctx: OperationContext<'updateResponse'>) => {
  const auth = requireAuth(ctx);
  const content = ctx.body.content.trim();
  const now = ctx.services.now();
  const { reviewId, id } = await ctx.db.transaction().execute(async (trx) => {
    const { review, response } = await lockedResponse(trx, auth, idParam(ctx, 'Response'));
    if (response.read_only) throw conflict(READ_ONLY);
    await assertReplyPublishable(trx, review.reply, content);
    await trx.updateTable('responses').set({
      content, pending: 'publish', status: response.published_at ? 'published' : 'draft', status_description: null,
      attempts: 0, next_attempt_at: null, last_error: null, user_id: auth.user.id, updated_at: now,
    }).where('id', '=', response.id).execute();
    await recordReviewEvent(trx, { accountId: review.account_id, reviewId: review.id, responseId: response.id, kind: 'response_edited', userId: auth.user.id, detail: { content }, at: now });
    await enqueueResponseJob(trx, response.id, 'publish', now);
    return { reviewId: review.id, id: response.id };
  });
  announceResponseChange(ctx.services, reviewId);
  return acceptedResponse(ctx, id);
};

/**
 * Takes the reply off the site, then out of Locus (P4-057): 202 while the site call runs. A response that never
 * reached the site (never published, never tried, no call running) is deleted at once: 204.
 */
const deleteResponse = async (ctx: OperationContext<'deleteResponse'>) => {
  const auth = requireAuth(ctx);
  const now = ctx.services.now();
  const result = await ctx.db.transaction().execute(async (trx) => {
    const { review, response } = await lockedResponse(trx, auth, idParam(ctx, 'Response'));
    if (response.read_only) throw conflict(READ_ONLY);
    const event = { accountId: review.account_id, reviewId: review.id, responseId: response.id, userId: auth.user.id, at: now };
    const onSite = replyTarget(ctx.services, review.source_code).kind === 'site';
    const mayBeOnSite = response.published_at !== null || response.site_reply_id !== null || response.attempts > 0
      || (await responseJobInFlight(trx, response.id))?.status === 'processing';
    if (!onSite || !mayBeOnSite) {
      await trx.deleteFrom('responses').where('id', '=', response.id).execute();
      await recordReviewEvent(trx, { ...event, kind: 'response_deleted' });
      return { reviewId: review.id, id: null };
    }
    await trx.updateTable('responses').set({ pending: 'unpublish', attempts: 0, next_attempt_at: null, last_error: null, updated_at: now })
      .where('id', '=', response.id).execute();
    await recordReviewEvent(trx, { ...event, kind: 'response_deleted' });
    await enqueueResponseJob(trx, response.id, 'unpublish', now);
    return { reviewId: review.id, id: response.id };
  });
  announceResponseChange(ctx.services, result.reviewId);
  return result.id === null ? undefined : acceptedResponse(ctx, result.id);
};

/** The review's responses live: sent at once and after each change, until nothing is pending (or 30 s). */
const streamReview = async (ctx: OperationContext<'streamReview'>) => {
  const auth = requireAuth(ctx);
  const row = await ctx.db.selectFrom('reviews').select(['id', 'account_id', 'location_id']).where('id', '=', idParam(ctx, 'Review')).executeTakeFirst();
  const review = found(auth, row, 'Review');
  assertLocationAllowed(ctx, review.location_id, 'Review');
  streamChannel(ctx, reviewChannel(review.id), () => reviewResponseState(ctx.db, review.id));
  return undefined;
};

export const responseHandlers = { createResponse, updateResponse, deleteResponse, streamReview } satisfies HandlerMap;
