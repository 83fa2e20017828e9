import { fn } from 'storybook/test';
import type { ResponseComposerProps } from './ResponseComposer.js';

export const PUBLISH_FAILED_TEXT = 'An error occurred while publishing the response. We’ll try again. No action necessary.';
export const DELETE_FAILED_TEXT = 'An error occurred while deleting the response. We’ll try again. No action necessary.';

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
