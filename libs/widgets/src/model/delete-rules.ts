/** What the widget Delete confirmation and its toasts say. */
export const DELETE_MESSAGES = {
  /** Shown when the server gives no text of its own. */
  failed: 'The widget could not be deleted.',
  /** The embed answers 404 for a deleted widget's key, so every pasted snippet goes blank. */
  consequence: 'Its embedded snippet stops showing reviews on every page it is pasted on. This cannot be undone.',
} as const;

export const deletePrompt = (name: string): string => `Delete ${name}?`;

export const deletedMessage = (name: string): string => `${name} deleted`;
