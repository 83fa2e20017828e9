import type { RequestType } from '../request-view-types.js';

export type RecipientField = 'name' | 'email' | 'phone';

/** A customer typed in by hand, with each field's problem. */
export interface RecipientRowProps {
  key: string;
  name: string;
  email: string;
  phone: string;
  errors: { name?: string; email?: string; phone?: string };
}

export interface RecipientUploadProps {
  state: 'idle' | 'processing' | 'complete' | 'error';
  fileName: string | null;
  succeeded: number;
  failed: number;
  doNotContact: number;
  unsubscribed: number;
  error: string | null;
  /** The failed rows as a CSV, null when none failed. */
  failedRowsHref: string | null;
}

/** The draft's recipients, by hand or from a CSV (RecipientsPanelView). */
export interface RecipientsPanelProps {
  requestType: RequestType;
  rows: RecipientRowProps[];
  canAddRow: boolean;
  upload: RecipientUploadProps;
  templateHref: string;
  total: number;
  saving: boolean;
  error: string | null;
  onRowChange(key: string, field: RecipientField, value: string): void;
  onAddRow(): void;
  onRemoveRow(key: string): void;
  onUploadFile(file: File): void;
  onResetUpload(): void;
  /** The CSV links download through these (with the session's credentials, which a plain link lacks). */
  onDownloadTemplate(): void;
  onDownloadFailedRows(): void;
}
