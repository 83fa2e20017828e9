import { formatPhone, normalizeEmail, normalizePhone } from '../contact-rules.js';
import type { DoNotContact, DoNotContactEntry } from '../ports/do-not-contact-api.js';
import type { RequestsLoadStatus } from './requests-overview.js';
import { formatDay, type Clock } from './request-times.js';

export interface DoNotContactRowView {
  id: number;
  contact: string;
  reasonLabel: string;
  added: string;
}

/** The do-not-contact list as the design system's DoNotContactManager takes it (requests-view-models.md 8). */
export interface DoNotContactView {
  status: RequestsLoadStatus;
  loadError: string | null;
  rows: DoNotContactRowView[];
  page: number;
  pageCount: number;
  total: number;
  search: string;
  draft: string;
  draftError: string | null;
  adding: boolean;
  canEdit: boolean;
  csvHref: string;
  /** The CSV being fetched (one download at a time). */
  downloading: boolean;
  onDraftChange(v: string): void;
  onAdd(): void;
  onRemove(id: number): void;
  onSearchChange(v: string): void;
  onPageChange(page: number): void;
  onRetry(): void;
  /** Downloads the CSV with the session's credentials (the link alone would not send them). */
  onDownloadCsv(): void;
}

export const DO_NOT_CONTACT_MESSAGES = {
  loadFailed: 'The do-not-contact list could not be loaded.',
  required: 'Enter an e-mail address or a phone number.',
  badEmail: 'Enter a valid e-mail address, like name@example.com.',
  badPhone: 'Enter an e-mail address or a 10-digit phone number.',
  duplicate: 'This address is already on the list.',
  added: 'Added to the do-not-contact list.',
  removed: 'Removed from the do-not-contact list.',
  removeFailed: 'The address could not be removed.',
  downloadFailed: 'The do-not-contact CSV could not be downloaded.',
} as const;

export const DO_NOT_CONTACT_REASON_LABELS: Readonly<Record<DoNotContact['reason'], string>> = {
  added: 'Added by your team',
  unsubscribed: 'Unsubscribed',
};

/**
 * What the add box holds, read by the customer address rules (P5): with an @ it must be an e-mail, else a
 * 10-digit phone; an error in words otherwise.
 */
export function readDoNotContactDraft(draft: string): { entry: DoNotContactEntry } | { error: string } {
  const text = draft.trim();
  if (!text) return { error: DO_NOT_CONTACT_MESSAGES.required };
  if (text.includes('@')) {
    const email = normalizeEmail(text);
    return email ? { entry: { email } } : { error: DO_NOT_CONTACT_MESSAGES.badEmail };
  }
  const phone = normalizePhone(text);
  return phone ? { entry: { phone } } : { error: DO_NOT_CONTACT_MESSAGES.badPhone };
}

export function doNotContactRow(entry: DoNotContact, clock: Clock): DoNotContactRowView {
  return {
    id: entry.id,
    contact: entry.email ?? (entry.phone ? formatPhone(entry.phone) : ''),
    reasonLabel: DO_NOT_CONTACT_REASON_LABELS[entry.reason],
    added: formatDay(entry.created_at, clock),
  };
}
