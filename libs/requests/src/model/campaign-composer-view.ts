import type { FeedbackType, RequestType } from '../ports/campaign-api.js';
import { FEEDBACK_PLACEHOLDER, FEEDBACK_TEXT, type ComposerField, type LayoutId } from './campaign-draft.js';
import type { HeaderImageState } from './campaign-header-image.js';
import type { SmsLength } from './campaign-sms-length.js';

/** How a view's data is: loading, shown, or failed (the design system's three states). */
export type ViewLoadStatus = 'loading' | 'ready' | 'error';

/** A choice of a select or radio group; `hint` says why it is disabled. */
export interface ViewOption<V> {
  value: V;
  label: string;
  disabled?: boolean;
  hint?: string;
}

/** The composer (/request-reviews/compose): the draft's fields and a live preview (requests-view-models 1). */
export interface CampaignComposerView {
  status: ViewLoadStatus;
  loadError: string | null;
  locationOptions: ViewOption<number>[];
  locationId: number | null;
  requestTypeOptions: ViewOption<RequestType>[];
  requestType: RequestType;
  templateOptions: ViewOption<number>[];
  templateId: number | null;
  layoutOptions: ViewOption<LayoutId>[];
  layoutId: LayoutId;
  subject: string;
  content: string;
  headerText: string;
  placeholders: { token: string; label: string }[];
  headerImage: HeaderImageState;
  useHeaderImage: boolean;
  senderName: string;
  senderEmail: string;
  senderEditable: boolean;
  senderHint: string | null;
  autoSelectSources: boolean;
  siteOptions: { id: number; label: string; checked: boolean; url: string }[];
  feedbackOptions: ViewOption<FeedbackType>[];
  feedbackType: FeedbackType;
  reminderOptions: ViewOption<number | null>[];
  reminderDays: number | null;
  smsLength: SmsLength | null;
  preview: { subject: string; body: string; senderName: string };
  errors: Partial<Record<ComposerField, string>>;
  saving: boolean;
  saveError: string | null;
  onLocationChange(id: number): void;
  onRequestTypeChange(t: RequestType): void;
  onTemplateChange(id: number | null): void;
  onLayoutChange(id: LayoutId): void;
  onSubjectChange(v: string): void;
  onContentChange(v: string): void;
  onHeaderTextChange(v: string): void;
  onInsertPlaceholder(token: string): void;
  onHeaderImageSelect(file: File): void;
  onHeaderImageRemove(): void;
  onUseHeaderImageChange(v: boolean): void;
  onSenderNameChange(v: string): void;
  onSenderEmailChange(v: string): void;
  onAutoSelectSourcesChange(v: boolean): void;
  onSiteToggle(id: number): void;
  onFeedbackTypeChange(t: FeedbackType): void;
  onReminderChange(days: number | null): void;
}

export const CUSTOMER_NAME_PLACEHOLDER = '{customer_name}';
export const LOCATION_NAME_PLACEHOLDER = '{location_name}';

/** What a request's text may hold; the server fills them when it sends. */
export const CAMPAIGN_PLACEHOLDERS = [
  { token: CUSTOMER_NAME_PLACEHOLDER, label: 'Customer’s first name' },
  { token: LOCATION_NAME_PLACEHOLDER, label: 'Location name' },
  { token: FEEDBACK_PLACEHOLDER, label: 'Feedback question' },
];

/** The sample customer the preview is written to. */
export const SAMPLE_CUSTOMER = 'Alex';

export const LAYOUT_OPTIONS: ViewOption<LayoutId>[] = [
  { value: 1, label: 'Plain' },
  { value: 2, label: 'With a header' },
  { value: 3, label: 'With a header and the location’s card' },
];

export const FEEDBACK_OPTIONS: ViewOption<FeedbackType>[] = [
  { value: 'nps', label: 'Likelihood to recommend (0-10)' },
  { value: 'stars', label: 'Star rating (1-5)' },
];

/** No reminder, or one after this many days (the contract allows 1-30). */
export const REMINDER_OPTIONS: ViewOption<number | null>[] = [
  { value: null, label: 'No reminder' },
  ...[1, 3, 5, 7, 14, 30].map((days) => ({ value: days, label: days === 1 ? 'After 1 day' : `After ${days} days` })),
];

export const SMS_REQUESTS_HINT = 'Text messages need the SMS requests setting on your account.';
export const CUSTOM_EMAIL_HINT = 'Requests come from the location’s name. Custom senders need the custom e-mail setting.';

/** E-mail always; SMS only with the account setting sms_requests. */
export function requestTypeOptions(smsRequests: boolean): ViewOption<RequestType>[] {
  return [
    { value: 'email', label: 'Email' },
    smsRequests ? { value: 'sms', label: 'Text message (SMS)' } : { value: 'sms', label: 'Text message (SMS)', disabled: true, hint: SMS_REQUESTS_HINT },
  ];
}

/** A request's text as the sample customer reads it at this location, with the feedback type's question. */
export function fillSample(text: string, locationName: string, feedbackType: FeedbackType): string {
  return text
    .split(CUSTOMER_NAME_PLACEHOLDER)
    .join(SAMPLE_CUSTOMER)
    .split(LOCATION_NAME_PLACEHOLDER)
    .join(locationName)
    .split(FEEDBACK_PLACEHOLDER)
    .join(FEEDBACK_TEXT[feedbackType]);
}

/** Adds a placeholder at the end of the text, a space apart. */
export function insertPlaceholder(text: string, token: string): string {
  return text === '' || /\s$/.test(text) ? `${text}${token}` : `${text} ${token}`;
}
