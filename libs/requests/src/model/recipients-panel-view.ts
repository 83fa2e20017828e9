import type { RequestType } from '../ports/campaign-api.js';
import type { RecipientField, RecipientRowErrors } from './recipient-rows.js';

export interface RecipientRowView {
  key: string;
  name: string;
  email: string;
  phone: string;
  errors: RecipientRowErrors;
}

/** The recipients, by hand or from a CSV (requests-view-models 2). */
export interface RecipientsPanelView {
  requestType: RequestType;
  rows: RecipientRowView[];
  canAddRow: boolean;
  upload: {
    state: 'idle' | 'processing' | 'complete' | 'error';
    fileName: string | null;
    succeeded: number;
    failed: number;
    doNotContact: number;
    unsubscribed: number;
    error: string | null;
    failedRowsHref: string | null;
  };
  templateHref: string;
  total: number;
  saving: boolean;
  error: string | null;
  onRowChange(key: string, field: RecipientField, value: string): void;
  onAddRow(): void;
  onRemoveRow(key: string): void;
  onUploadFile(file: File): void;
  onResetUpload(): void;
  /** The links above download with the session's credentials through these. */
  onDownloadTemplate(): void;
  onDownloadFailedRows(): void;
}
