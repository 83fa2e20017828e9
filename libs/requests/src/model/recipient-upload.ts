import type { RecipientUploadResult } from '../ports/recipients-api.js';

/** The recipients CSV's upload (P4-019): idle -> processing -> complete with the counts, or error. */
export interface RecipientUploadState {
  state: 'idle' | 'processing' | 'complete' | 'error';
  fileName: string | null;
  uploadId: number | null;
  succeeded: number;
  failed: number;
  doNotContact: number;
  unsubscribed: number;
  error: string | null;
}

export type RecipientUploadEvent =
  | { type: 'start'; fileName: string }
  | { type: 'complete'; result: RecipientUploadResult }
  | { type: 'error'; message: string }
  | { type: 'reset' };

export const RECIPIENT_UPLOAD_IDLE: RecipientUploadState = {
  state: 'idle',
  fileName: null,
  uploadId: null,
  succeeded: 0,
  failed: 0,
  doNotContact: 0,
  unsubscribed: 0,
  error: null,
};

export function recipientUploadStep(current: RecipientUploadState, event: RecipientUploadEvent): RecipientUploadState {
  switch (event.type) {
    case 'start':
      return { ...RECIPIENT_UPLOAD_IDLE, state: 'processing', fileName: event.fileName };
    case 'complete':
      return {
        ...current,
        state: 'complete',
        uploadId: event.result.upload_id,
        succeeded: event.result.total_successful_recipients,
        failed: event.result.total_failed_recipients,
        doNotContact: event.result.total_do_not_contact,
        unsubscribed: event.result.total_unsubscribed,
        error: null,
      };
    case 'error':
      return { ...RECIPIENT_UPLOAD_IDLE, state: 'error', fileName: current.fileName, error: event.message };
    case 'reset':
      return RECIPIENT_UPLOAD_IDLE;
  }
}

/** P4-020: an upload's error or reset empties the draft's recipients. */
export const uploadEmptiesRecipients = (event: RecipientUploadEvent) => event.type === 'error' || event.type === 'reset';

/** The recipients CSV template (name, email, phone and an example row). */
export const RECIPIENT_TEMPLATE_HREF = '/api/export/csv/recipient_template';

/** The refused rows of an upload with their reasons; null when none was refused. */
export function failedRowsHref(upload: RecipientUploadState): string | null {
  return upload.state === 'complete' && upload.failed > 0 && upload.uploadId !== null
    ? `/api/export/csv/failed_upload_recipients?upload_id=${upload.uploadId}`
    : null;
}
