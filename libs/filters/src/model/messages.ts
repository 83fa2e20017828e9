/** The texts of the error catalogue this domain shows (platform.md section 8), exactly as given. */
import type { RecipientError } from '../store/scheduled-export-form.js';

/** Notifications in the filters last 5 s where the catalogue says so (P9-030). */
export const FILTER_NOTIFICATION_MS = 5000;

export const SAVED_FILTER_MESSAGES = {
  saveError: 'Error saving filter', // P8-016
  saved: 'Filter saved', // P8-017
  updated: 'Filter updated', // P8-018 (5 s)
  deleted: 'Filter deleted', // P8-019
  notDeleted: 'Filter was not deleted', // P8-020
  applyError: 'Could not apply saved filter', // P8-021
  fetchError: 'Error fetching Saved Filters', // P8-022
  // The reports' texts (P8-023..P8-026), kept with the spec's spelling.
  fetchFailed: 'Failed to fetch saved filteres',
  createFailed: 'Failed to create filter',
  updateFailed: 'Failed to update filter',
  deleteFailed: 'Failed to delete filter',
  duplicate: 'A saved filter with that name already exists', // P5-011
  enterName: 'Enter a name', // P5-007
} as const;

export const EXPORT_MESSAGES = {
  generateError: 'There was an error generating your export.', // P8-006
  fileMissing: 'Export file missing', // P8-007
  noResults: 'There was no export data found', // P8-008
  timedOut: 'Your download timed out', // P8-009
  unexpected: 'An unexpected error occurred while initiating download', // P8-010
  downloadError: 'There was an issue downloading your file.', // P8-012
  trialBlocked: "Exporting isn't allowed for trial users", // F6-059
} as const;

/** P8-011 */
export const slowExportMessage = (email: string) =>
  `Your download is taking longer than expected. A download link will be sent to ${email} when it's ready.`;

/** P8-013 (two spaces after the first sentence, as the catalogue has it). */
export const exportStartedMessage = (email: string) =>
  `Your download has started.  A download link will also be sent to ${email}.`;

/** When no link is e-mailed (impersonating, P9-003) only the first sentence of P8-013 holds. */
export const EXPORT_STARTED_NO_EMAIL = 'Your download has started.';

export const SCHEDULED_EXPORT_MESSAGES = {
  saved: 'Scheduled Export saved', // P8-038
  updated: 'Scheduled Export updated', // P8-039
  saveError: 'Could not save Scheduled Export', // P8-040
  updateError: 'Could not update Scheduled Export', // P8-041
  deleted: 'Scheduled Export deleted', // P8-042
  notDeleted: 'Scheduled Export was not deleted', // P8-044
  someNotDeleted: 'Some Scheduled Exports were not deleted', // P8-045
  noUsers: 'No users found in account.', // P8-046 (5 s)
  fillOutAll: 'Fill out all sections', // P5-018
  empty: 'No Scheduled Exports', // P2-150
} as const;

/** P8-043 */
export const scheduledExportsDeletedMessage = (n: number) => `${n} Scheduled Exports deleted`;

/** What the recipients field says when a recipient is refused (P5-024, P5-025). */
export const RECIPIENT_ERRORS: Readonly<Record<RecipientError, string>> = {
  invalid_email: 'Enter a valid e-mail address.',
  not_a_user: 'Only users of this account can receive scheduled exports.',
  duplicate: 'That user is already a recipient.',
};
