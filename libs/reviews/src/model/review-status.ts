import type { ReviewStatus } from '../ports/responses-api.js';

/** The workflow statuses a user can set, in the order the menu lists them (P4-060). */
export const REVIEW_STATUS_OPTIONS: readonly { value: ReviewStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'needs_attention', label: 'Needs attention' },
  { value: 'resolved', label: 'Resolved' },
];

/** A workflow status in words, e.g. for the history ("from Open to Resolved"). */
export function reviewStatusName(status: string): string {
  return REVIEW_STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status;
}
