import type { LoadStatus, RequestType } from '../request-view-types.js';

export type TemplateTypeFilter = RequestType | 'all';

/** One request template in the list (RequestTemplateRowView). */
export interface RequestTemplateRowProps {
  id: number;
  name: string;
  requestTypeLabel: string;
  subject: string;
  excerpt: string;
  updated: string;
}

/** The template being created or edited (RequestTemplateEditorView). */
export interface RequestTemplateEditorProps {
  open: boolean;
  mode: 'create' | 'edit';
  name: string;
  requestType: RequestType;
  subject: string;
  content: string;
  /** e.g. "12/100", counted by the lib. */
  nameCounter: string;
  errors: Partial<Record<'name' | 'subject' | 'content', string>>;
  saving: boolean;
  saveError: string | null;
  onNameChange(v: string): void;
  onRequestTypeChange(t: RequestType): void;
  onSubjectChange(v: string): void;
  onContentChange(v: string): void;
  onSave(): void;
  onCancel(): void;
}

/** The account's request templates (RequestTemplatesView). */
export interface RequestTemplatesManagerProps {
  status: LoadStatus;
  loadError: string | null;
  rows: RequestTemplateRowProps[];
  typeFilter: TemplateTypeFilter;
  canEdit: boolean;
  editor: RequestTemplateEditorProps;
  deleting: { id: number; name: string } | null;
  onTypeFilterChange(t: TemplateTypeFilter): void;
  onCreate(): void;
  onEdit(id: number): void;
  onAskDelete(id: number): void;
  onConfirmDelete(): void;
  onCancelDelete(): void;
  onRetry(): void;
}
