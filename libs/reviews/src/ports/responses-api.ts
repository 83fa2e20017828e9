import type { Schemas } from '@locus/api-client';

/** A reply to a review as the server keeps it (named so, as `Response` is fetch's). */
export type ReviewResponse = Schemas['Response'];
export type ReviewStatus = Schemas['ReviewStatus'];
export type ReviewEvent = Schemas['ReviewEvent'];

/** One `RESPONSE_STATUS` message of a review's live stream: its workflow status and every response. */
export interface ReviewLiveState {
  reviewId: number;
  reviewStatus: ReviewStatus;
  /** Oldest first. */
  responses: ReviewResponse[];
}

/**
 * The calls of one review's reply (section 4, Responses). Publishing is the server's job: create and
 * update reply at once (202, `pending: publish`) and the outcome arrives on `follow`.
 */
export interface ResponsesApi {
  /** POST /reviews/{id}/responses. */
  create(reviewId: number, content: string): Promise<ReviewResponse>;
  /** PUT /responses/{id}: new text, published again. */
  update(responseId: number, content: string): Promise<ReviewResponse>;
  /** DELETE /responses/{id}: the response still being removed from the site (202), or null once gone (204). */
  remove(responseId: number): Promise<ReviewResponse | null>;
  /**
   * GET /reviews/{id}/stream: each RESPONSE_STATUS message as it comes, until the server ends the stream
   * (nothing pending, or 30 s) or the signal aborts.
   */
  follow(reviewId: number, signal: AbortSignal): AsyncIterable<ReviewLiveState>;
}

/** PATCH /reviews/{id}: the review's workflow status, set in place (P4-060). */
export interface ReviewStatusApi {
  setStatus(reviewId: number, status: ReviewStatus): Promise<Schemas['Review']>;
}

/** GET /reviews/{id}/events: a page of the review's history, oldest first. */
export interface ReviewEventsApi {
  page(
    reviewId: number,
    page: number,
    perPage: number,
    signal?: AbortSignal,
  ): Promise<Schemas['ReviewEventList']>;
}
