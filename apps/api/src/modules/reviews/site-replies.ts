/**
 * A reply the business wrote on the site itself (not through Locus) appears in Locus at the next scan: each
 * scan batch asks the sites that take replies for the replies they hold to its locations' reviews, and a reply
 * to a review Locus has no response for becomes a read-only response (no author in Locus) with its
 * `site_reply_found` event. Replies Locus published are matched by their review and left alone.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ServerServices } from '../../http/handler-types.js';
import type { ListingRef } from '../../adapters/directories/connector.js';
import { DIRECTORIES } from '../listings/directories.js';
import { recordReviewEvents } from './review-events.js';
import { announceResponseChange } from './response-publishing.js';

/** Imports the site-written replies of these locations' reviews; returns how many were new to Locus. */
export async function importSiteReplies(db: Kysely<Database>, services: ServerServices, refs: readonly ListingRef[]): Promise<number> {
  const sites = DIRECTORIES.flatMap((d) => services.directories[d.code].replies ?? []);
  const replies = (await Promise.all(sites.map((site) => site.fetchReplies(refs)))).flat();
  if (replies.length === 0) return 0;
  const byReview = new Map(replies.map((r) => [r.reviewId, r]));
  const now = services.now();
  const found = await db.transaction().execute(async (trx) => {
    // Locked in id order, as the response handlers lock one review: a response written meanwhile is seen.
    const unanswered = await trx.selectFrom('reviews as r').select(['r.id', 'r.account_id'])
      .where(sql<boolean>`r.id = any(${[...byReview.keys()]}::int[])`)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('responses as rs').select('rs.id').whereRef('rs.review_id', '=', 'r.id'))))
      .orderBy('r.id').forUpdate().execute();
    if (unanswered.length === 0) return [];
    const rows = unanswered.flatMap((review) => {
      const reply = byReview.get(review.id);
      return reply ? [{ review, reply }] : [];
    });
    const inserted = await trx.insertInto('responses').values(rows.map(({ review, reply }) => ({
      account_id: review.account_id, review_id: review.id, user_id: null, content: reply.content, status: 'published' as const,
      read_only: true, published_at: reply.updatedAt, site_reply_id: reply.siteReplyId, created_at: now, updated_at: now,
    }))).returning(['id', 'review_id', 'account_id', 'content']).execute();
    await recordReviewEvents(trx, inserted.map((r) => ({
      accountId: r.account_id, reviewId: r.review_id, responseId: r.id, kind: 'site_reply_found' as const, detail: { content: r.content }, at: now,
    })));
    return inserted;
  });
  for (const r of found) announceResponseChange(services, r.review_id);
  return found.length;
}
