import type { ResponseTemplateDraft } from '../ports/response-templates-api.js';
import { fillResponseTemplate } from './response-templates.js';

/** The contract's limits of a template (ResponseTemplateWrite: name 1..100, content 1..8000 characters). */
export const TEMPLATE_NAME_MAX = 100;
export const TEMPLATE_CONTENT_MAX = 8000;

/** What is wrong with each field of a template, or null. */
export interface TemplateFieldErrors {
  name: string | null;
  content: string | null;
}

export const NO_TEMPLATE_FIELD_ERRORS: TemplateFieldErrors = { name: null, content: null };

// The server counts characters as JSON Schema does (code points), so an emoji is one, not two.
const length = (text: string) => [...text.trim()].length;

/**
 * The field errors of a template as typed. A field over its limit is said at once, while typing; an empty
 * field or an unknown placeholder only once the user has tried to save (`attempted`), so a new form does
 * not open in red.
 */
export function responseTemplateFieldErrors(
  { name, content }: ResponseTemplateDraft,
  attempted: boolean,
): TemplateFieldErrors {
  const nameLength = length(name);
  const contentLength = length(content);
  return {
    name:
      nameLength > TEMPLATE_NAME_MAX
        ? `A template name has at most ${TEMPLATE_NAME_MAX} characters (this one has ${nameLength}).`
        : attempted && nameLength === 0
          ? 'Give the template a name.'
          : null,
    content:
      contentLength > TEMPLATE_CONTENT_MAX
        ? `A template’s text has at most ${TEMPLATE_CONTENT_MAX} characters (this one has ${contentLength}).`
        : !attempted
          ? null
          : contentLength === 0
            ? 'Write the template’s text.'
            : fillResponseTemplate(content, { authorName: null, locationName: null, locationPhone: null }).error,
  };
}

/** True when a template may be sent as typed. */
export function templateFieldsValid(errors: TemplateFieldErrors): boolean {
  return errors.name === null && errors.content === null;
}
