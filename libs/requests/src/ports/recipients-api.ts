import type { Schemas } from '@locus/api-client';

export type RecipientWrite = Schemas['RecipientWrite'];
export type RecipientUploadResult = Schemas['RecipientUploadResult'];
export type CampaignRecipientList = Schemas['CampaignRecipientList'];

/**
 * A draft's recipients: PUT /campaigns/{id}/recipients (replace), GET (read back, in the order added), and a
 * CSV stored by POST /upload then appended by POST /campaigns/{id}/recipient_uploads.
 */
export interface RecipientsApi {
  replace(campaignId: number, recipients: RecipientWrite[], signal?: AbortSignal): Promise<Schemas['Campaign']>;
  page(campaignId: number, page: number, perPage: number, signal?: AbortSignal): Promise<CampaignRecipientList>;
  /** How many of a campaign's recipients are in these states (GET .../recipients?status=, its `_total`). */
  countByStatus(campaignId: number, statuses: Schemas['RecipientStatus'][], signal?: AbortSignal): Promise<number>;
  /** POST /upload: the stored file's id. */
  uploadFile(file: Blob, name: string, signal?: AbortSignal): Promise<number>;
  addUpload(campaignId: number, uploadId: number, signal?: AbortSignal): Promise<RecipientUploadResult>;
  /** GET /export/csv/recipient_template, handed to the user as a file (a plain link carries no credentials). */
  downloadTemplate(): Promise<void>;
  /** GET /export/csv/failed_upload_recipients: the refused rows of an upload with their reasons. */
  downloadFailedRows(uploadId: number): Promise<void>;
}
