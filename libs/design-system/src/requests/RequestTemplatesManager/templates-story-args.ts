import { fn } from 'storybook/test';
import { REQUEST_TEMPLATE_ROWS } from '../../fixtures/requests-compose.js';
import type { RequestTemplateEditorProps, RequestTemplatesManagerProps } from './templates-props.js';

/** The editor closed, with spies. */
export function editorArgs(): RequestTemplateEditorProps {
  return {
    open: false,
    mode: 'create',
    name: '',
    requestType: 'email',
    subject: '',
    content: '',
    nameCounter: '0/100',
    errors: {},
    saving: false,
    saveError: null,
    onNameChange: fn(),
    onRequestTypeChange: fn(),
    onSubjectChange: fn(),
    onContentChange: fn(),
    onSave: fn(),
    onCancel: fn(),
  };
}

/** Three templates for a user who may edit them. */
export function templatesArgs(): RequestTemplatesManagerProps {
  return {
    status: 'ready',
    loadError: null,
    rows: REQUEST_TEMPLATE_ROWS,
    typeFilter: 'all',
    canEdit: true,
    editor: editorArgs(),
    deleting: null,
    onTypeFilterChange: fn(),
    onCreate: fn(),
    onEdit: fn(),
    onAskDelete: fn(),
    onConfirmDelete: fn(),
    onCancelDelete: fn(),
    onRetry: fn(),
  };
}

/** The editor open on the e-mail template "After a cleaning". */
export function editingArgs(overrides: Partial<RequestTemplateEditorProps> = {}): RequestTemplateEditorProps {
  return {
    ...editorArgs(),
    open: true,
    mode: 'edit',
    name: 'After a cleaning',
    subject: 'How was your visit to {location_name}?',
    content:
      'Hi {customer_name}, thank you for visiting {location_name}. Would you take a minute to tell us how it went?',
    nameCounter: '16/100',
    ...overrides,
  };
}
