import type { Schemas } from '@locus/api-client';
import type { ReviewsQuery } from '@locus/filters';
import type { LoadStatus } from '@locus/resources';
import { reviewDetailHref } from './review-links.js';

/** One review as its list row shows it, in words (the design system's ReviewRow takes this shape). */
export interface ReviewRowView {
  id: number;
  rating: number;
  sourceName: string;
  locationName: string;
  publishedOn: string;
  responded: boolean;
  responseLabel: string;
  /** The latest response's site call in words while one is pending ("Publishing…"), else null. */
  responseNote: string | null;
  title: string | null;
  content: string;
  href: string;
  linkText: string;
}

/** What the list shows (the design system's ReviewList status). */
export type ReviewListStatus = 'loading' | 'error' | 'empty' | 'loaded';

/**
 * The review's status in words: the team's workflow status, and for an open review whether it has been
 * answered (P4-060).
 */
export function responseStatusLabel(review: Pick<Schemas['Review'], 'status' | 'response_count'>): string {
  if (review.status === 'resolved') return 'Resolved';
  if (review.status === 'needs_attention') return 'Needs attention';
  return review.response_count > 0 ? 'Responded' : 'Not responded';
}

/** What a live message changes in the review's list row: its status and its latest response. */
export function reviewChangesOf(state: {
  reviewStatus: Schemas['ReviewStatus'];
  responses: readonly Schemas['Response'][];
}): Pick<Schemas['Review'], 'status' | 'response_count' | 'response'> {
  const latest = state.responses.at(-1);
  return {
    status: state.reviewStatus,
    response_count: state.responses.length,
    response: latest
      ? {
          id: latest.id,
          status: latest.status,
          pending: latest.pending,
          published_at: latest.published_at,
          user_id: latest.user_id,
        }
      : null,
  };
}

/** The latest response's pending site call, in words, for the list row; null when none is pending. */
export function responseNote(response: Schemas['Review']['response']): string | null {
  if (!response || response.pending === null) return null;
  if (response.status === 'error_published') return 'Publishing failed; Locus tries again';
  if (response.status === 'error_unpublished') return 'Deleting failed; Locus tries again';
  return response.pending === 'publish' ? 'Publishing…' : 'Deleting…';
}

/** A review as its list row shows it; its link carries the list's filters (P2-122). */
export function reviewRowView(review: Schemas['Review'], query: ReviewsQuery): ReviewRowView {
  return {
    id: review.id,
    rating: review.rating,
    sourceName: review.source_name,
    locationName: review.location_name,
    publishedOn: review.published_at.slice(0, 10),
    responded: review.response_count > 0,
    responseLabel: responseStatusLabel(review),
    responseNote: responseNote(review.response),
    title: review.title,
    content: review.content ?? 'No text',
    href: reviewDetailHref(review.id, query),
    linkText: `View review${review.author_name ? ` by ${review.author_name}` : ''}`,
  };
}

/** What the list shows: placeholders until a page has loaded, then its rows or why there are none. */
export function reviewListStatus(status: LoadStatus, rowCount: number): ReviewListStatus {
  if (status === 'error') return 'error';
  if (status !== 'loaded') return 'loading';
  return rowCount === 0 ? 'empty' : 'loaded';
}
