import type { ReviewResponse } from '../ports/responses-api.js';
import { formatDay, formatWhen, type Clock } from './review-times.js';

/**
 * What one review's reply box shows. `composing` covers a first reply and the edit of one; the four
 * server states follow the response's status and pending site call (P4-054, P4-058, P4-059).
 */
export type ResponseComposerState =
  | 'read_only_source'
  | 'no_permission'
  | 'composing'
  | 'publishing'
  | 'published'
  | 'error_published'
  | 'error_unpublished'
  | 'deleting';

/** The spec's texts, used when the server sends none (P4-058, P4-059). */
export const PUBLISH_FAILED_TEXT =
  'An error occurred while publishing the response. We’ll try again. No action necessary.';
export const DELETE_FAILED_TEXT =
  'An error occurred while deleting the response. We’ll try again. No action necessary.';
export const NO_RESPOND_PERMISSION_TEXT = 'You don’t have permission to respond to reviews.';

/** The state of a response the server holds (a reply box with a response, not being edited). */
export function responseState(response: ReviewResponse): ResponseComposerState {
  if (response.status === 'error_unpublished') return 'error_unpublished';
  if (response.status === 'error_published') return 'error_published';
  if (response.pending === 'unpublish') return 'deleting';
  if (response.pending === 'publish' || response.status === 'draft') return 'publishing';
  return 'published';
}

/** True while the server still has a site call to make for this response. */
export function isPending(response: ReviewResponse): boolean {
  return response.pending !== null || response.status === 'draft';
}

/** The line under a response that says where it stands, in words. */
export function responseStatusText(response: ReviewResponse, siteName: string, clock: Clock): string {
  switch (responseState(response)) {
    case 'publishing':
      return `Publishing to ${siteName}…`;
    case 'deleting':
      return `Deleting from ${siteName}…`;
    case 'error_published':
      return response.status_description ?? PUBLISH_FAILED_TEXT;
    case 'error_unpublished':
      return response.status_description ?? DELETE_FAILED_TEXT;
    default:
      if (response.user_id === null && response.read_only)
        return `Replied on ${siteName}; it can be changed there only.`;
      return response.published_at
        ? `Published on ${siteName} on ${formatDay(response.published_at, clock)}`
        : `Published on ${siteName}`;
  }
}

/** After a failed site call: which attempt failed and when Locus tries again, or null. */
export function responseRetryText(response: ReviewResponse, clock: Clock): string | null {
  if (response.status !== 'error_published' && response.status !== 'error_unpublished') return null;
  const attempt = response.attempts > 0 ? ` (attempt ${response.attempts})` : '';
  const next = response.next_attempt_at
    ? ` Locus tries again ${formatWhen(response.next_attempt_at, clock)}.`
    : '';
  return `${response.status === 'error_published' ? 'Publishing' : 'Deleting'} failed${attempt}.${next}`;
}

/** Who wrote the response, in words. */
export function responseAuthorText(response: ReviewResponse, siteName: string): string {
  return response.user_name ? `Response by ${response.user_name}` : `Reply written on ${siteName}`;
}
