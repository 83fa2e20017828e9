import type { FeedbackType, LoadStatus, Option, RequestType } from '../request-view-types.js';

export type ComposerErrorField =
  'location' | 'subject' | 'content' | 'sites' | 'sender_email' | 'header_image';
export type HeaderImageState = 'idle' | 'uploading' | 'processing' | 'complete' | 'error';

/** The draft's fields, its choices and a preview filled with a sample customer (CampaignComposerView). */
export interface CampaignComposerProps {
  status: LoadStatus;
  loadError: string | null;
  locationOptions: Option<number>[];
  locationId: number | null;
  requestTypeOptions: Option<RequestType>[];
  requestType: RequestType;
  templateOptions: Option<number>[];
  templateId: number | null;
  layoutOptions: Option<1 | 2 | 3>[];
  layoutId: 1 | 2 | 3;
  subject: string;
  content: string;
  headerText: string;
  placeholders: { token: string; label: string }[];
  headerImage: { state: HeaderImageState; url: string | null; error: string | null };
  useHeaderImage: boolean;
  senderName: string;
  senderEmail: string;
  senderEditable: boolean;
  senderHint: string | null;
  autoSelectSources: boolean;
  siteOptions: { id: number; label: string; checked: boolean; url: string }[];
  feedbackOptions: Option<FeedbackType>[];
  feedbackType: FeedbackType;
  reminderOptions: Option<number | null>[];
  reminderDays: number | null;
  smsLength: { characters: number; segments: number; limit: number } | null;
  preview: { subject: string; body: string; senderName: string };
  errors: Partial<Record<ComposerErrorField, string>>;
  saving: boolean;
  saveError: string | null;
  onLocationChange(id: number): void;
  onRequestTypeChange(t: RequestType): void;
  onTemplateChange(id: number | null): void;
  onLayoutChange(id: 1 | 2 | 3): void;
  onSubjectChange(v: string): void;
  onContentChange(v: string): void;
  onHeaderTextChange(v: string): void;
  /**
   * A placeholder chip: `selection` is where the cursor was in the body (start = end without a selection),
   * so the token goes there; a handler that takes only the token appends it.
   */
  onInsertPlaceholder(token: string, selection?: { start: number; end: number }): void;
  onHeaderImageSelect(file: File): void;
  onHeaderImageRemove(): void;
  onUseHeaderImageChange(v: boolean): void;
  onSenderNameChange(v: string): void;
  onSenderEmailChange(v: string): void;
  onAutoSelectSourcesChange(v: boolean): void;
  onSiteToggle(id: number): void;
  onFeedbackTypeChange(t: FeedbackType): void;
  onReminderChange(days: number | null): void;
  /** Optional: the composer is read-only while a send is on its way. */
  disabled?: boolean;
  /** Optional: a Try Again under the load error. */
  onRetry?: () => void;
}
