/**
 * A review's history (GET /reviews/{id}/events) is an append-only table: every write that changes what a user
 * sees of a review adds its event in the same transaction, so the history never tells a different story than
 * the review. Rows are never updated or deleted (a deleted review takes its history with it).
 */
import type { Kysely } from 'kysely';
import type { Database, ReviewEventKind } from '../../db/schema.js';

export interface ReviewEventInput {
  accountId: number;
  reviewId: number;
  kind: ReviewEventKind;
  /** Who did it; null for the server or the site (arrival, publish attempts, site replies). */
  userId?: number | null;
  responseId?: number | null;
  /** By kind, as the contract's ReviewEvent says (e.g. status_changed `{ from, to }`). */
  detail?: Record<string, unknown>;
  at: Date;
}

export async function recordReviewEvent(db: Kysely<Database>, event: ReviewEventInput): Promise<void> {
  await recordReviewEvents(db, [event]);
}

export async function recordReviewEvents(db: Kysely<Database>, events: readonly ReviewEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('review_events')
    .values(
      events.map((e) => ({
        account_id: e.accountId,
        review_id: e.reviewId,
        kind: e.kind,
        user_id: e.userId ?? null,
        response_id: e.responseId ?? null,
        detail: JSON.stringify(e.detail ?? {}),
        created_at: e.at,
      })),
    )
    .execute();
}
