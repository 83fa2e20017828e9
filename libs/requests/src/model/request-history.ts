import { formatPhone } from '../contact-rules.js';
import type { RequestOutcome, ReviewRequest } from '../ports/request-history-api.js';
import type { RequestsLoadStatus } from './requests-overview.js';
import type { Clock } from './request-times.js';
import { formatSentAt } from './requests-overview-format.js';

export interface RequestsOption<V> {
  value: V;
  label: string;
  disabled?: boolean;
  /** Why the option is disabled. */
  hint?: string;
}

export interface RequestHistoryRowView {
  id: number;
  customer: string;
  contact: string;
  locationName: string;
  campaignName: string;
  sentAt: string;
  outcome: RequestOutcome;
  outcomeLabel: string;
  score: string | null;
  reviewHref: string | null;
}

/** The request history as the design system's RequestHistoryTable takes it (requests-view-models.md 6). */
export interface RequestHistoryView {
  status: RequestsLoadStatus;
  loadError: string | null;
  rows: RequestHistoryRowView[];
  page: number;
  pageCount: number;
  total: number;
  outcome: RequestOutcome | 'all';
  outcomeOptions: RequestsOption<RequestOutcome | 'all'>[];
  search: string;
  onPageChange(page: number): void;
  onOutcomeChange(o: RequestOutcome | 'all'): void;
  onSearchChange(v: string): void;
  onRetry(): void;
}

/** How far the customer went, in words. */
export const OUTCOME_LABELS: Readonly<Record<RequestOutcome, string>> = {
  not_sent: 'Not sent',
  sent: 'Sent',
  opened: 'Opened',
  clicked_site: 'Went to a review site',
  feedback: 'Left feedback',
  unsubscribed: 'Unsubscribed',
};

export const OUTCOME_OPTIONS: RequestsOption<RequestOutcome | 'all'>[] = [
  { value: 'all', label: 'All outcomes' },
  ...(Object.keys(OUTCOME_LABELS) as RequestOutcome[]).map((value) => ({
    value,
    label: OUTCOME_LABELS[value],
  })),
];

export const REQUEST_HISTORY_MESSAGES = {
  loadFailed: 'The request history could not be loaded.',
} as const;

/** Where a review of ours opens (the private feedback the customer wrote). */
export const reviewHref = (reviewId: number): string => `/reviews/${reviewId}`;

/** The address the request went to: the e-mail of an e-mail request, the phone (formatted) of an SMS. */
export function requestContact(request: Pick<ReviewRequest, 'request_type_id' | 'email' | 'phone'>): string {
  const phone = request.phone ? formatPhone(request.phone) : '';
  const email = request.email ?? '';
  return request.request_type_id === 'sms' ? phone || email : email || phone;
}

export function requestHistoryRow(request: ReviewRequest, clock: Clock): RequestHistoryRowView {
  return {
    id: request.id,
    customer: request.name,
    contact: requestContact(request),
    locationName: request.location_name,
    campaignName: request.campaign_name,
    sentAt: formatSentAt(request.sent_at, clock),
    outcome: request.outcome,
    outcomeLabel: OUTCOME_LABELS[request.outcome],
    score: request.score === null ? null : String(request.score),
    reviewHref:
      request.outcome === 'feedback' && request.review_id !== null ? reviewHref(request.review_id) : null,
  };
}
