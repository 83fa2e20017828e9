import type { Schemas } from '@locus/api-client';
import type { RequestType } from '../ports/campaign-api.js';
import { formatDay, type Clock } from './request-times.js';
import type { ViewLoadStatus } from './campaign-composer-view.js';
import { smsLength, SMS_MAX } from './campaign-sms-length.js';

export interface RequestTemplateRowView {
  id: number;
  name: string;
  requestTypeLabel: string;
  subject: string;
  excerpt: string;
  updated: string;
}

export type RequestTemplateField = 'name' | 'subject' | 'content';

export interface RequestTemplateEditorView {
  open: boolean;
  mode: 'create' | 'edit';
  name: string;
  requestType: RequestType;
  subject: string;
  content: string;
  nameCounter: string;
  errors: Partial<Record<RequestTemplateField, string>>;
  saving: boolean;
  saveError: string | null;
  onNameChange(v: string): void;
  onRequestTypeChange(t: RequestType): void;
  onSubjectChange(v: string): void;
  onContentChange(v: string): void;
  onSave(): void;
  onCancel(): void;
}

/** The request templates manager (requests-view-models 4). */
export interface RequestTemplatesView {
  status: ViewLoadStatus;
  loadError: string | null;
  rows: RequestTemplateRowView[];
  typeFilter: RequestType | 'all';
  canEdit: boolean;
  editor: RequestTemplateEditorView;
  deleting: { id: number; name: string } | null;
  onTypeFilterChange(t: RequestType | 'all'): void;
  onCreate(): void;
  onEdit(id: number): void;
  onAskDelete(id: number): void;
  onConfirmDelete(): void;
  onCancelDelete(): void;
  onRetry(): void;
}

export const TEMPLATE_NAME_MAX = 100;
export const TEMPLATE_SUBJECT_MAX = 200;
export const TEMPLATE_CONTENT_MAX = 5000;
const EXCERPT_LENGTH = 80;

export const REQUEST_TYPE_LABEL: Record<RequestType, string> = { email: 'Email', sms: 'SMS' };

/** The name's counter under its field, e.g. "12/100". */
export const templateNameCounter = (name: string) => `${name.length}/${TEMPLATE_NAME_MAX}`;

/** A template in the list. */
export function requestTemplateRowView(t: Schemas['RequestTemplate'], clock: Clock): RequestTemplateRowView {
  const text = t.content.replace(/\s+/g, ' ').trim();
  return {
    id: t.id,
    name: t.name,
    requestTypeLabel: REQUEST_TYPE_LABEL[t.request_type],
    subject: t.subject,
    excerpt: text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text,
    updated: formatDay(t.updated_at, clock),
  };
}

export interface RequestTemplateEditing {
  id: number | null;
  name: string;
  requestType: RequestType;
  subject: string;
  content: string;
}

/**
 * What is wrong with the template as typed: a name (at most 100), a subject for e-mail (at most 200), a text
 * (an SMS at most 640 characters, four messages). Empty fields are said once Save was tried.
 */
export function requestTemplateErrors(t: RequestTemplateEditing, attempted: boolean): Partial<Record<RequestTemplateField, string>> {
  const errors: Partial<Record<RequestTemplateField, string>> = {};
  if (t.name.length > TEMPLATE_NAME_MAX)
    errors.name = `A template name has at most ${TEMPLATE_NAME_MAX} characters (this one has ${t.name.length}).`;
  else if (attempted && !t.name.trim()) errors.name = 'Name the template.';
  if (t.requestType === 'email') {
    if (t.subject.length > TEMPLATE_SUBJECT_MAX)
      errors.subject = `A subject has at most ${TEMPLATE_SUBJECT_MAX} characters (this one has ${t.subject.length}).`;
    else if (attempted && !t.subject.trim()) errors.subject = 'Write a subject.';
  }
  const sms = t.requestType === 'sms' ? smsLength(t.content).characters : 0;
  if (t.requestType === 'sms' && sms > SMS_MAX)
    errors.content = `A text message has at most ${SMS_MAX} characters (this one has ${sms}).`;
  else if (t.content.length > TEMPLATE_CONTENT_MAX)
    errors.content = `A template has at most ${TEMPLATE_CONTENT_MAX} characters (this one has ${t.content.length}).`;
  else if (attempted && !t.content.trim()) errors.content = 'Write the template’s text.';
  return errors;
}
