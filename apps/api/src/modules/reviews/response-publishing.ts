/**
 * Publishing responses to the review's site, as jobs (any instance runs them; they survive a restart):
 * - response_publish: sends the row's CURRENT text (an edit made meanwhile is what goes out) with the site's
 *   PUT-like putReply, so retries and crashes never leave two replies;
 * - response_unpublish: removes the reply from the site, then the row (P4-057).
 * At most one job per response is queued or running (enqueueResponseJob, called under the review's row lock).
 * A failure marks the response error_published / error_unpublished with the spec's text (P4-058, P4-059) and
 * queues the next try after a backoff (response-retry.ts). Every write records its review event in the same
 * transaction and is made only while the job's lease is held (a worker that lost it changes nothing).
 */
import { sql, type Kysely } from 'kysely';
import type { Database, ResponsePending, SourceCode } from '../../db/schema.js';
import type { ServerServices } from '../../http/handler-types.js';
import type { ReviewReplies } from '../../adapters/directories/connector.js';
import { enqueueJob, leaseHeld, type Job } from '../../jobs/queue.js';
import type { JobHandler, Lease } from '../../jobs/worker.js';
import { DIRECTORIES } from '../listings/directories.js';
import { recordReviewEvent } from './review-events.js';
import { PUBLISH_ERROR_TEXT, retryDelayMs, UNPUBLISH_ERROR_TEXT } from './response-retry.js';
import { RESPONSE_STATUS_ACTION, reviewChannel } from './response-wire.js';

export const RESPONSE_PUBLISH_JOB = 'response_publish';
export const RESPONSE_UNPUBLISH_JOB = 'response_unpublish';
const RESPONSE_JOBS = [RESPONSE_PUBLISH_JOB, RESPONSE_UNPUBLISH_JOB];
/** Edits landing while a call runs make the job go round again; past this many rounds it queues itself anew. */
const MAX_ROUNDS = 5;

/** Where a review's reply goes: Locus itself (the feedback source), a site's reply API, or nowhere. */
export type ReplyTarget = { kind: 'locus' } | { kind: 'site'; replies: ReviewReplies } | { kind: 'none' };

export function replyTarget(services: ServerServices, sourceCode: SourceCode): ReplyTarget {
  if (sourceCode === 'feedback') return { kind: 'locus' };
  const directory = DIRECTORIES.find((d) => d.sourceCode === sourceCode);
  const replies = directory ? services.directories[directory.code].replies : undefined;
  return replies ? { kind: 'site', replies } : { kind: 'none' };
}

const forResponse = (responseId: number) => sql<boolean>`payload @> ${JSON.stringify({ response_id: responseId })}::jsonb`;

/** The response's job queued or running, if any. */
export async function responseJobInFlight(db: Kysely<Database>, responseId: number) {
  return db.selectFrom('jobs').select(['id', 'status']).where('kind', 'in', RESPONSE_JOBS).where('status', 'in', ['pending', 'processing'])
    .where(forResponse(responseId)).orderBy('id').executeTakeFirst();
}

/**
 * Queues the site call for a response, unless one is queued or running already: that job reads the row when it
 * runs, so it carries this change too (a queued one waiting out a backoff is brought forward to now).
 */
export async function enqueueResponseJob(db: Kysely<Database>, responseId: number, kind: 'publish' | 'unpublish', now: Date): Promise<void> {
  const inFlight = await responseJobInFlight(db, responseId);
  if (inFlight?.status === 'pending') await db.updateTable('jobs').set({ run_at: now }).where('id', '=', inFlight.id).where('status', '=', 'pending').execute();
  if (inFlight) return;
  await enqueueJob(db, kind === 'publish' ? RESPONSE_PUBLISH_JOB : RESPONSE_UNPUBLISH_JOB, { response_id: responseId }, now);
}

/** Tells open streams of the review to read it again (after a commit). */
export function announceResponseChange(services: ServerServices, reviewId: number): void {
  services.realtime.publish(reviewChannel(reviewId), { event: 'ok', action: RESPONSE_STATUS_ACTION, review_id: reviewId });
}

async function readWork(db: Kysely<Database>, responseId: number) {
  return db.selectFrom('responses as rs').innerJoin('reviews as r', 'r.id', 'rs.review_id').innerJoin('sources as s', 's.id', 'r.source_id')
    .select(['rs.id', 'rs.account_id', 'rs.review_id', 'rs.content', 'rs.pending', 'rs.attempts', 'rs.published_at', 'rs.updated_at', 'r.location_id', 's.code as source_code'])
    .where('rs.id', '=', responseId).executeTakeFirst();
}
type Work = NonNullable<Awaited<ReturnType<typeof readWork>>>;

type Outcome = { ok: true; siteReplyId: string | null } | { ok: false; error: string; retry: boolean };

/** The site call itself; a site's refusal or failure is an outcome, not an exception. */
async function callSite(target: ReplyTarget, work: Work, at: Date): Promise<Outcome> {
  const ref = { accountId: work.account_id, locationId: work.location_id };
  if (target.kind === 'none') {
    // Nothing on the site to remove; nothing can be published (the handlers refuse such replies with a 422).
    return work.pending === 'unpublish' ? { ok: true, siteReplyId: null } : { ok: false, error: 'The site takes no replies through Locus', retry: false };
  }
  // Locus's own source (feedback): nothing to call, no site id.
  if (target.kind === 'locus') return { ok: true, siteReplyId: null };
  try {
    if (work.pending === 'publish') return { ok: true, siteReplyId: (await target.replies.putReply(ref, work.review_id, work.content, at)).siteReplyId };
    // Deleting what is not there succeeds: a put that crashed before Locus recorded it is removed too.
    await target.replies.deleteReply(ref, work.review_id, at);
    return { ok: true, siteReplyId: null };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error), retry: true };
  }
}

/** Runs a write only while the lease is held; false when the row changed meanwhile (an edit or a delete). */
async function writeHeld(db: Kysely<Database>, lease: Lease, write: (trx: Kysely<Database>, held: ReturnType<typeof leaseHeld>) => Promise<bigint>): Promise<boolean> {
  const held = leaseHeld(lease.jobId, lease.workerId);
  const changed = await db.transaction().execute(async (trx) => (await write(trx, held)) > 0n);
  if (!changed) await lease.assertHeld();
  return changed;
}

/** One round: mark the attempt, call the site, record the outcome. 'again': the row changed during the call. */
async function publishRound(db: Kysely<Database>, services: ServerServices, lease: Lease, work: Work, pending: ResponsePending): Promise<'done' | 'again'> {
  const publishing = pending === 'publish';
  const attempt = work.attempts + 1;
  await lease.assertHeld();
  const marked = await writeHeld(db, lease, async (trx, held) => {
    const result = await trx.updateTable('responses').set({ attempts: attempt }).where('id', '=', work.id).where('updated_at', '=', work.updated_at).where('content', '=', work.content).where('pending', '=', pending).where(held).executeTakeFirst();
    if (result.numUpdatedRows > 0n && publishing) {
      await recordReviewEvent(trx, { accountId: work.account_id, reviewId: work.review_id, kind: 'publish_attempted', responseId: work.id, detail: { attempt }, at: services.now() });
    }
    return result.numUpdatedRows;
  });
  if (!marked) return 'again';
  announceResponseChange(services, work.review_id);

  const outcome = await callSite(replyTarget(services, work.source_code), work, services.now());
  const at = services.now();
  // The row as read: an edit or a delete made during the call makes the job go round again.
  const unchanged = (trx: Kysely<Database>, held: ReturnType<typeof leaseHeld>) =>
    trx.updateTable('responses').where('id', '=', work.id).where('updated_at', '=', work.updated_at).where('content', '=', work.content).where('pending', '=', pending).where(held);
  const event = { accountId: work.account_id, reviewId: work.review_id, responseId: work.id, at };

  let written: boolean;
  if (outcome.ok && publishing) {
    written = await writeHeld(db, lease, async (trx, held) => {
      const result = await unchanged(trx, held).set({
        status: 'published', status_description: null, published_at: work.published_at ?? at, pending: null, attempts: 0, next_attempt_at: null,
        last_error: null, site_reply_id: outcome.siteReplyId, ...(work.source_code === 'feedback' ? { read_only: true } : {}),
      }).executeTakeFirst();
      if (result.numUpdatedRows > 0n) await recordReviewEvent(trx, { ...event, kind: 'published', detail: { attempt } });
      return result.numUpdatedRows;
    });
  } else if (outcome.ok) {
    written = await writeHeld(db, lease, async (trx, held) => {
      const result = await trx.deleteFrom('responses').where('id', '=', work.id).where('updated_at', '=', work.updated_at).where('content', '=', work.content).where('pending', '=', pending).where(held).executeTakeFirst();
      if (result.numDeletedRows > 0n) await recordReviewEvent(trx, { ...event, kind: 'unpublished', detail: { attempt } });
      return result.numDeletedRows;
    });
  } else {
    const retryAt = outcome.retry ? new Date(at.getTime() + retryDelayMs(attempt, services.responseRetry)) : null;
    // Recorded even when the text changed meanwhile: the queued retry sends the new text.
    written = await writeHeld(db, lease, async (trx, held) => {
      const result = await trx.updateTable('responses').where('id', '=', work.id).where(held).set({
        status: publishing ? 'error_published' : 'error_unpublished',
        status_description: publishing ? PUBLISH_ERROR_TEXT : UNPUBLISH_ERROR_TEXT,
        next_attempt_at: retryAt, last_error: outcome.error.slice(0, 2000), ...(retryAt ? {} : { pending: null }),
      }).executeTakeFirst();
      if (result.numUpdatedRows > 0n) {
        await recordReviewEvent(trx, { ...event, kind: publishing ? 'publish_failed' : 'unpublish_failed', detail: { attempt, error: outcome.error, retry_at: retryAt?.toISOString() ?? null } });
        if (retryAt) await enqueueJob(trx, publishing ? RESPONSE_PUBLISH_JOB : RESPONSE_UNPUBLISH_JOB, { response_id: work.id }, retryAt);
      }
      return result.numUpdatedRows;
    });
    if (!written) return 'done'; // the response is gone
  }
  announceResponseChange(services, work.review_id);
  return written ? 'done' : 'again';
}

function responseIdOf(job: Job): number {
  return Number((job.payload as Record<string, unknown>)['response_id']);
}

/** Both kinds run the same rounds: the row's `pending` says what the site call is (the row is the truth). */
export const responseJobHandler: JobHandler = {
  async run(job, { db, services }, lease) {
    const responseId = responseIdOf(job);
    let putReplyOf: { target: ReplyTarget; work: Work } | null = null;
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const work = await readWork(db, responseId);
      if (!work || work.pending === null) {
        // Deleted while its first publish was on the way: take the reply off the site again.
        if (!work && putReplyOf?.target.kind === 'site') await callSite(putReplyOf.target, { ...putReplyOf.work, pending: 'unpublish' }, services.now());
        return;
      }
      const target = replyTarget(services, work.source_code);
      if (work.pending === 'publish') putReplyOf = { target, work };
      if ((await publishRound(db, services, lease, work, work.pending)) === 'done') return;
    }
    await lease.assertHeld();
    await enqueueJob(db, job.kind, { response_id: responseId }, services.now());
  },
  /** The worker stopped trying this job (it kept dying mid-run): the response keeps its pending change, tried again later. */
  async giveUp(job, { db, services }) {
    const work = await readWork(db, responseIdOf(job));
    if (!work || work.pending === null) return;
    await enqueueJob(db, job.kind, { response_id: work.id }, new Date(services.now().getTime() + retryDelayMs(work.attempts, services.responseRetry)));
  },
};
