import type { ReviewEvent } from '../ports/responses-api.js';
import { reviewStatusName } from './review-status.js';
import { formatDateTime, formatWhen, type Clock } from './review-times.js';

/** One row of the review's timeline as plain data (the design system's ReviewHistory view). */
export interface ReviewHistoryRow {
  id: number;
  /** ISO time, for a <time> element. */
  at: string;
  /** e.g. "Mar 21, 2026 14:05", in the user's zone. */
  when: string;
  /** Who did it: a user, or the server / the site ("Locus", "Google"). */
  who: string;
  /** What happened, in words. */
  text: string;
  /** A reply's text, quoted under the row (written, edited, or found on the site). */
  quote: string | null;
  tone: 'neutral' | 'success' | 'error';
  /** The event's group, for its icon. */
  kind: ReviewHistoryKind;
}

/** The events folded into the groups a timeline draws with one icon each. */
export type ReviewHistoryKind = 'received' | 'status' | 'response' | 'publish_ok' | 'publish_failed' | 'tags';

const KIND: Record<string, ReviewHistoryKind> = {
  received: 'received',
  status_changed: 'status',
  response_created: 'response',
  response_edited: 'response',
  response_deleted: 'response',
  publish_attempted: 'response',
  site_reply_found: 'response',
  published: 'publish_ok',
  unpublished: 'publish_ok',
  publish_failed: 'publish_failed',
  unpublish_failed: 'publish_failed',
  tag_added: 'tags',
  tag_removed: 'tags',
};

export interface ReviewHistoryContext {
  /** The review's site, e.g. "Google". */
  siteName: string;
  clock: Clock;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const count = (value: unknown): number | null => (typeof value === 'number' ? value : null);

function failure(what: string, detail: Record<string, unknown>, clock: Clock): string {
  const attempt = count(detail['attempt']);
  const reason = text(detail['error']);
  const retryAt = text(detail['retry_at']);
  const head = `${what} failed${attempt !== null ? ` (attempt ${attempt})` : ''}${reason ? `: ${reason}` : ''}.`;
  return retryAt ? `${head} Locus tries again ${formatWhen(retryAt, clock)}.` : head;
}

/** What one event says, in words. */
function describe(
  event: ReviewEvent,
  who: string,
  { siteName, clock }: ReviewHistoryContext,
): Omit<ReviewHistoryRow, 'id' | 'at' | 'when' | 'who' | 'kind'> {
  const { detail } = event;
  const plain = (line: string, tone: ReviewHistoryRow['tone'] = 'neutral') => ({
    text: line,
    quote: null,
    tone,
  });
  const quoted = (line: string) => ({ text: line, quote: text(detail['content']), tone: 'neutral' as const });
  switch (event.kind) {
    case 'received':
      return plain(`The review arrived from ${siteName}`);
    case 'status_changed':
      return plain(
        `${who} changed the status from ${reviewStatusName(String(detail['from']))} to ${reviewStatusName(String(detail['to']))}`,
      );
    case 'response_created':
      return quoted(`${who} wrote a response`);
    case 'response_edited':
      return quoted(`${who} edited the response`);
    case 'response_deleted':
      return plain(`${who} deleted the response`);
    case 'publish_attempted': {
      const attempt = count(detail['attempt']);
      return plain(
        `Locus sent the response to ${siteName}${attempt !== null ? ` (attempt ${attempt})` : ''}`,
      );
    }
    case 'published':
      return plain(`The response was published on ${siteName}`, 'success');
    case 'publish_failed':
      return plain(failure('Publishing', detail, clock), 'error');
    case 'unpublished':
      return plain(`The response was deleted from ${siteName}`, 'success');
    case 'unpublish_failed':
      return plain(failure('Deleting', detail, clock), 'error');
    case 'site_reply_found':
      return quoted(`A reply written on ${siteName} was found`);
    case 'tag_added':
      return plain(`${who} added the tag “${String(detail['name'])}”`);
    case 'tag_removed':
      return plain(`${who} removed the tag “${String(detail['name'])}”`);
    default:
      return plain('Something changed');
  }
}

/** Who an event is by: its user, else the site for what the site did, else Locus. */
function actor(event: ReviewEvent, siteName: string): string {
  if (event.user_name) return event.user_name;
  return event.kind === 'received' || event.kind === 'site_reply_found' ? siteName : 'Locus';
}

/** The review's history as rows, oldest first (as the server keeps it). */
export function reviewHistoryView(
  events: readonly ReviewEvent[],
  context: ReviewHistoryContext,
): ReviewHistoryRow[] {
  return events.map((event) => {
    const who = actor(event, context.siteName);
    return {
      id: event.id,
      at: event.created_at,
      when: formatDateTime(event.created_at, context.clock),
      who,
      kind: KIND[event.kind] ?? 'status',
      ...describe(event, who, context),
    };
  });
}
