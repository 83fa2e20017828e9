import { describe, expect, it } from 'vitest';
import { recipientUploadResultFixture } from '../testing/campaign-fixtures.js';
import { failedRowsHref, RECIPIENT_UPLOAD_IDLE, recipientUploadStep, uploadEmptiesRecipients } from './recipient-upload.js';

describe('recipient upload', () => {
  it('[P4-019, P3-035] goes idle, processing, then complete with the success and failure counts', () => {
    expect(RECIPIENT_UPLOAD_IDLE.state).toBe('idle');
    const processing = recipientUploadStep(RECIPIENT_UPLOAD_IDLE, { type: 'start', fileName: 'list.csv' });
    expect(processing).toMatchObject({ state: 'processing', fileName: 'list.csv' });
    const done = recipientUploadStep(processing, { type: 'complete', result: recipientUploadResultFixture() });
    expect(done).toMatchObject({ state: 'complete', uploadId: 90, succeeded: 2, failed: 1, doNotContact: 1, unsubscribed: 0 });
    expect(failedRowsHref(done)).toBe('/api/export/csv/failed_upload_recipients?upload_id=90');
    const clean = recipientUploadStep(processing, { type: 'complete', result: recipientUploadResultFixture({ total_failed_recipients: 0 }) });
    expect(failedRowsHref(clean)).toBeNull();
  });

  it('[P4-019] or error, with the reason', () => {
    const failed = recipientUploadStep({ ...RECIPIENT_UPLOAD_IDLE, state: 'processing', fileName: 'a.txt' }, { type: 'error', message: 'Not a CSV' });
    expect(failed).toMatchObject({ state: 'error', fileName: 'a.txt', error: 'Not a CSV', succeeded: 0 });
  });

  it('[P4-020] an error or a reset empties the recipients', () => {
    expect(uploadEmptiesRecipients({ type: 'error', message: 'x' })).toBe(true);
    expect(uploadEmptiesRecipients({ type: 'reset' })).toBe(true);
    expect(uploadEmptiesRecipients({ type: 'start', fileName: 'a.csv' })).toBe(false);
  });
});
