import { fn } from 'storybook/test';
import type { ResponseComposerProps } from './ResponseComposer.js';
import type { ResponseTemplateManagerProps } from './ResponseTemplateManager.js';
import type { TemplateEditorView } from './TemplateEditorForm.js';

export const PUBLISH_FAILED_TEXT = 'An error occurred while publishing the response. We’ll try again. No action necessary.';
export const DELETE_FAILED_TEXT = 'An error occurred while deleting the response. We’ll try again. No action necessary.';

// libs/reviews' notices (the view shows the text it is given; these are fixtures, not its rule).
export const READ_ONLY_SOURCE_NOTICE = 'Yelp does not accept replies through Locus; answer this review on Yelp.';
export const NO_PERMISSION_NOTICE = 'You don’t have permission to respond to reviews.';

export const REPLY = 'Thank you, Ada! We are glad the visit went well and hope to see you again at Harbor Dental.';

export const PUBLISHED_REPLY = { author: 'Maria Lopez', date: 'Nov 27, 2026', text: REPLY };

/** The composer's arguments while writing a reply on Google; each story changes what its state needs. */
export function composerArgs(): ResponseComposerProps {
  return {
    state: 'composing',
    siteName: 'Google',
    text: '',
    onTextChange: fn(),
    counter: { text: '4096 characters remaining', over: false },
    validationMessage: null,
    templates: [
      { id: 1, name: 'Thanks for the stars' },
      { id: 2, name: 'Sorry about your visit' },
    ],
    onPickTemplate: fn(),
    unfilledPlaceholders: [],
    healthcare: null,
    busy: false,
    onPublish: fn(),
    onCancel: fn(),
    onEdit: fn(),
    onDelete: fn(),
    response: null,
    errorMessage: null,
    statusText: null,
    retryAt: null,
  };
}

export const [THANKS_TEMPLATE, SORRY_TEMPLATE] = [
  { id: 1, name: 'Thanks for the stars', content: 'Thank you, {reviewer_first_name}! We are glad you chose {location_name}.' },
  { id: 2, name: 'Sorry about your visit', content: 'We are sorry, {reviewer_first_name}. Please call us at {location_phone}.' },
] as const;
export const TEMPLATES = [THANKS_TEMPLATE, SORRY_TEMPLATE];

/** A new template's empty form; editing stories fill what they show. */
export const NEW_TEMPLATE: TemplateEditorView = {
  id: null,
  name: '',
  content: '',
  nameError: null,
  contentError: null,
  saving: false,
  saveError: null,
};

/** The template manager's arguments with the two templates listed, editable; each story changes its state. */
export function templateManagerArgs(): ResponseTemplateManagerProps {
  return {
    status: 'loaded',
    loadError: null,
    templates: TEMPLATES,
    editable: true,
    editor: null,
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onEditorChange: fn(),
    onSave: fn(),
    onCancel: fn(),
    onRetry: fn(),
    deletingId: null,
    deleteError: null,
  };
}
