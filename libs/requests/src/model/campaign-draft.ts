import { isApiError } from '@locus/api-client';
import { normalizeEmail } from '../contact-rules.js';
import type { Campaign, CampaignWrite, FeedbackType, RequestTemplate, RequestType } from '../ports/campaign-api.js';

/** The account settings the composer obeys (from the app's account settings). */
export interface ComposeSettings {
  /** sms_requests: SMS may be chosen. */
  smsRequests: boolean;
  /** custom_email: the sender's name and reply-to may be set. */
  customEmail: boolean;
}

export type LayoutId = 1 | 2 | 3;

/** A campaign draft's fields as the composer edits them (P3-031); `recipients` live in the recipients store. */
export interface CampaignDraft {
  id: number | null;
  accountId: number | null;
  locationId: number | null;
  requestType: RequestType;
  layoutId: LayoutId;
  templateId: number | null;
  subject: string;
  content: string;
  headerText: string;
  headerImage: string | null;
  useHeaderImage: boolean;
  senderName: string;
  senderEmail: string;
  urlIds: number[];
  status: Campaign['status'];
  autoSelectSources: boolean;
  feedbackType: FeedbackType;
  reminderDays: number | null;
}

/** The feedback placeholder, filled with the feedback type's question (P4-024). */
export const FEEDBACK_PLACEHOLDER = '{feedback}';

/** The question each feedback type asks, as it reads in a request. */
export const FEEDBACK_TEXT: Record<FeedbackType, string> = {
  nps: 'How likely are you to recommend us to a friend? (0-10)',
  stars: 'How would you rate your visit? (1-5 stars)',
};

export const DEFAULT_FEEDBACK_TYPE: FeedbackType = 'nps';

/** A new draft: status draft, sources chosen automatically, the nps question (P3-032..P3-034, P4-025). */
/** A new draft's words, so a first request can go out as it is (peers start from a ready text too). */
export const DEFAULT_SUBJECT = 'How was your visit to {location_name}?';
export const DEFAULT_CONTENT =
  'Hi {customer_name},\n\nThank you for choosing {location_name}. We would love to hear how it went.\n\n{feedback}';

export function newCampaignDraft(locationId: number | null = null): CampaignDraft {
  return {
    id: null,
    accountId: null,
    locationId,
    requestType: 'email',
    layoutId: 1,
    templateId: null,
    subject: DEFAULT_SUBJECT,
    content: DEFAULT_CONTENT,
    headerText: '',
    headerImage: null,
    useHeaderImage: false,
    senderName: '',
    senderEmail: '',
    urlIds: [],
    status: 'draft',
    autoSelectSources: true,
    feedbackType: DEFAULT_FEEDBACK_TYPE,
    reminderDays: null,
  };
}

const asLayout = (id: number): LayoutId => (id === 2 || id === 3 ? id : 1);

/** The draft as the server has it. */
export function draftFromCampaign(c: Campaign): CampaignDraft {
  return {
    id: c.id,
    accountId: c.account_id,
    locationId: c.location_id,
    requestType: c.request_type_id,
    layoutId: asLayout(c.layout_id),
    templateId: c.template_id,
    subject: c.subject,
    content: c.content,
    headerText: c.header_text,
    headerImage: c.header_image,
    useHeaderImage: c.use_header_image,
    senderName: c.sender_name,
    senderEmail: c.sender_email ?? '',
    urlIds: [...c.url_ids],
    status: c.status,
    autoSelectSources: c.auto_select_sources,
    feedbackType: c.feedback_configuration.selector_type,
    reminderDays: c.reminder_days,
  };
}

/**
 * What POST or PUT /campaigns sends: every field of the draft; SMS only with sms_requests and the sender only
 * with custom_email (the server refuses them otherwise, 403).
 */
export function draftWriteBody(draft: CampaignDraft, settings: ComposeSettings): CampaignWrite {
  if (draft.locationId === null) throw new Error('A campaign draft needs a location');
  const email = normalizeEmail(draft.senderEmail);
  return {
    location_id: draft.locationId,
    request_type_id: settings.smsRequests ? draft.requestType : 'email',
    layout_id: draft.layoutId,
    template_id: draft.templateId,
    subject: draft.subject,
    content: draft.content,
    header_text: draft.headerText,
    header_image: draft.headerImage,
    use_header_image: draft.useHeaderImage,
    url_ids: draft.urlIds,
    auto_select_sources: draft.autoSelectSources,
    feedback_configuration: { selector_type: draft.feedbackType },
    reminder_days: draft.reminderDays,
    ...(settings.customEmail ? { sender_name: draft.senderName.trim(), sender_email: email } : {}),
  };
}

/**
 * Choosing a feedback type (P4-024): the `{feedback}` placeholder, or the question of the type chosen before,
 * becomes this type's question.
 */
export function applyFeedbackType(content: string, type: FeedbackType): string {
  const others = [FEEDBACK_PLACEHOLDER, ...Object.values(FEEDBACK_TEXT).filter((t) => t !== FEEDBACK_TEXT[type])];
  return others.reduce((text, from) => text.split(from).join(FEEDBACK_TEXT[type]), content);
}

/** Choosing a template: its subject, text, layout and header replace the draft's (P3-036). */
export function applyTemplate(draft: CampaignDraft, template: RequestTemplate): CampaignDraft {
  return {
    ...draft,
    templateId: template.id,
    subject: template.subject,
    content: applyFeedbackType(template.content, draft.feedbackType),
    layoutId: asLayout(template.layout_id),
    headerText: template.header_text,
    headerImage: template.header_image,
    useHeaderImage: template.use_header_image && template.header_image !== null,
  };
}

/** Why a draft can no longer be edited: sent or scheduled meanwhile (409), or deleted (404). */
export type DraftGone = 'not_draft' | 'not_found';

/** A 409 'not draft' or a 404 'not found' reply: the draft is gone and its recipients clear (P4-017, P4-018). */
export function draftGone(error: unknown): DraftGone | null {
  if (!isApiError(error)) return null;
  if (error.status === 409) return 'not_draft';
  return error.status === 404 ? 'not_found' : null;
}

export const DRAFT_GONE_MESSAGE: Record<DraftGone, string> = {
  not_draft: 'This campaign has already been sent or scheduled, so it can no longer be changed. Start a new one.',
  not_found: 'This campaign draft no longer exists. Start a new one.',
};

export const SUBJECT_MAX = 200;
export const CONTENT_MAX = 5000;

export type ComposerField = 'location' | 'subject' | 'content' | 'sites' | 'sender_email' | 'header_image';

/**
 * The composer's messages per field. `required` says the empty-field ones too (after the field was touched or
 * sending was tried); limits and bad values show as soon as typed.
 */
export function draftFieldErrors(
  draft: CampaignDraft,
  opts: { required: boolean; siteCount: number; smsMax: number; smsCharacters: number },
): Partial<Record<ComposerField, string>> {
  const errors: Partial<Record<ComposerField, string>> = {};
  const email = draft.requestType === 'email';
  if (opts.required && draft.locationId === null) errors.location = 'Choose a location.';
  if (email && draft.subject.length > SUBJECT_MAX)
    errors.subject = `A subject has at most ${SUBJECT_MAX} characters (this one has ${draft.subject.length}).`;
  else if (email && opts.required && !draft.subject.trim()) errors.subject = 'Write a subject.';
  if (!email && opts.smsCharacters > opts.smsMax)
    errors.content = `A text message has at most ${opts.smsMax} characters (this one has ${opts.smsCharacters}).`;
  else if (email && draft.content.length > CONTENT_MAX)
    errors.content = `A request has at most ${CONTENT_MAX} characters (this one has ${draft.content.length}).`;
  else if (opts.required && !draft.content.trim()) errors.content = 'Write the request’s text.';
  if (opts.required && draft.autoSelectSources && opts.siteCount === 0)
    errors.sites = 'This location has no review site with a valid link yet.';
  else if (opts.required && !draft.autoSelectSources && draft.urlIds.length === 0)
    errors.sites = 'Choose at least one review site.';
  if (draft.senderEmail.trim() && normalizeEmail(draft.senderEmail) === null)
    errors.sender_email = 'Enter a valid e-mail address.';
  if (draft.useHeaderImage && !draft.headerImage) errors.header_image = 'Upload a header image or turn it off.';
  return errors;
}
