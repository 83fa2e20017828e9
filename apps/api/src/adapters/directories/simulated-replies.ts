/**
 * The directory simulator's side of review replies: the reply each simulated site holds for a review lives in
 * `directory_review_replies` (one row per review, so a put overwrites, like Google's `reviews/{id}/reply`).
 * It behaves like a site and says it is local:
 * - a delay before the site answers (REPLY_DELAY_MS, divided by LOCUS_DIRECTORY_TIME_SCALE);
 * - occasional refusals (REFUSAL_RATE of calls, chosen by a hash of the call: deterministic for a fixed clock),
 *   always for a reply containing SIMULATE_REFUSE, and the first call only for one containing
 *   SIMULATE_REFUSE_ONCE (its retry goes through), so tests and demos can force a failure;
 * - a rate limit: more than RATE_PER_MINUTE replies to one location's reviews within a minute is a 429.
 */
import { sql, type Kysely } from 'kysely';
import type { Database, DirectoryCode, SourceCode } from '../../db/schema.js';
import { stableHash } from '../../modules/listings/scan-rules.js';
import { ReplyRefusedError, type ReviewReplies } from './connector.js';

export const REPLY_DELAY_MS = 2000;
export const REFUSAL_RATE = 0.05;
export const RATE_PER_MINUTE = 10;
/** A reply whose text contains this is refused by the simulated site (a test or a demo forces a failure). */
export const SIMULATE_REFUSE = '[simulate:refuse]';
/** A reply containing this is refused once per review (by this simulator instance); the retry is taken. */
export const SIMULATE_REFUSE_ONCE = '[simulate:refuse-once]';

export interface SimulatedRepliesOptions {
  /** LOCUS_DIRECTORY_TIME_SCALE: the delay is divided by it. */
  timeScale?: number;
  /** Share of calls the site refuses at random (0 never). */
  refusalRate?: number;
  ratePerMinute?: number;
  /** A number in [0, 1) for a call's key; by default a stable hash of it (the key holds the clock's time). */
  chance?: (key: string) => number;
  /** Waits; injected by tests that need no delay. */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const hashChance = (key: string) => stableHash(key) / 2 ** 32;

/** The simulated site `code` (its name says "local simulator" in every refusal it gives). */
export interface SimulatedSite {
  code: DirectoryCode;
  /** The review source standing for the site (its reviews are the ones it holds replies to). */
  sourceCode: SourceCode;
  name: string;
  maxLength: number;
}

export function simulatedReplies(db: Kysely<Database>, { code, sourceCode, name: siteName, maxLength }: SimulatedSite, options: SimulatedRepliesOptions = {}): ReviewReplies {
  const { timeScale = 1, refusalRate = REFUSAL_RATE, ratePerMinute = RATE_PER_MINUTE, chance = hashChance, sleep = wait } = options;
  const delayMs = Math.round(REPLY_DELAY_MS / timeScale);
  const label = `${siteName} (local simulator)`;
  const refusedOnce = new Set<number>();

  /** The site's checks before it takes a call, in the order a site applies them. */
  async function admit(locationId: number, reviewId: number, at: Date, content: string | null): Promise<void> {
    await sleep(delayMs);
    const since = new Date(at.getTime() - 60_000);
    const recent = await db.selectFrom('directory_review_replies as d').innerJoin('reviews as r', 'r.id', 'd.review_id')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('r.location_id', '=', locationId).where('d.written_on_site', '=', false).where('d.updated_at', '>', since)
      .executeTakeFirst();
    if (Number(recent?.count ?? 0) >= ratePerMinute) {
      throw new ReplyRefusedError(`${label}: too many replies for this location; try again in a minute (429)`, 'rate_limited');
    }
    if (content !== null && Array.from(content).length > maxLength) {
      throw new ReplyRefusedError(`${label} takes replies of up to ${maxLength} characters`, 'refused');
    }
    if (content?.includes(SIMULATE_REFUSE)) throw new ReplyRefusedError(`${label} refused the reply (${SIMULATE_REFUSE})`, 'refused');
    if (content?.includes(SIMULATE_REFUSE_ONCE) && !refusedOnce.has(reviewId)) {
      refusedOnce.add(reviewId);
      throw new ReplyRefusedError(`${label} refused the reply (${SIMULATE_REFUSE_ONCE})`, 'refused');
    }
    if (chance(`${code}:${reviewId}:${at.toISOString()}`) < refusalRate) {
      throw new ReplyRefusedError(`${label} is unavailable; the reply was not saved`, 'refused');
    }
  }

  return {
    maxLength,
    async putReply(ref, reviewId, content, at) {
      await admit(ref.locationId, reviewId, at, content);
      const siteReplyId = `${code}-reply-${reviewId}`;
      await db.insertInto('directory_review_replies')
        .values({ review_id: reviewId, account_id: ref.accountId, site_reply_id: siteReplyId, content, written_on_site: false, updated_at: at })
        .onConflict((oc) => oc.column('review_id').doUpdateSet({ content, written_on_site: false, updated_at: at }))
        .execute();
      return { siteReplyId };
    },
    async deleteReply(ref, reviewId, at) {
      await admit(ref.locationId, reviewId, at, null);
      await db.deleteFrom('directory_review_replies').where('review_id', '=', reviewId).where('account_id', '=', ref.accountId).execute();
    },
    async fetchReplies(refs) {
      if (refs.length === 0) return [];
      const accounts = new Map(refs.map((r) => [r.locationId, r.accountId]));
      // The site holds replies to its own reviews only.
      const rows = await db.selectFrom('directory_review_replies as d').innerJoin('reviews as r', 'r.id', 'd.review_id')
        .innerJoin('sources as s', 's.id', 'r.source_id')
        .select(['d.review_id', 'd.site_reply_id', 'd.content', 'd.written_on_site', 'd.updated_at', 'r.location_id', 'r.account_id'])
        .where('s.code', '=', sourceCode).where(sql<boolean>`r.location_id = any(${[...accounts.keys()]}::int[])`)
        .orderBy('d.review_id').execute();
      return rows.filter((r) => accounts.get(r.location_id) === r.account_id).map((r) => ({
        reviewId: r.review_id, siteReplyId: r.site_reply_id, content: r.content, writtenOnSite: r.written_on_site, updatedAt: r.updated_at,
      }));
    },
  };
}
