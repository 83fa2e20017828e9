import { describe, expect, it } from 'vitest';
import { responseTemplateFieldErrors, templateFieldsValid } from './response-template-fields.js';

describe('response template fields', () => {
  it('says at once, under the field, when a name or text is over the contract’s limit', () => {
    expect(responseTemplateFieldErrors({ name: 'x'.repeat(101), content: '' }, false)).toEqual({
      name: 'A template name has at most 100 characters (this one has 101).',
      content: null,
    });
    expect(responseTemplateFieldErrors({ name: 'Hi', content: 'y'.repeat(8001) }, false).content).toBe(
      'A template’s text has at most 8000 characters (this one has 8001).',
    );
  });

  it('takes the limits as the server counts them: trimmed, one emoji one character', () => {
    expect(responseTemplateFieldErrors({ name: ` ${'😀'.repeat(100)} `, content: 'y'.repeat(8000) }, true)).toEqual({
      name: null,
      content: null,
    });
  });

  it('says what is empty, or an unknown placeholder, only once the user tried to save', () => {
    const empty = { name: ' ', content: '' };
    expect(responseTemplateFieldErrors(empty, false)).toEqual({ name: null, content: null });
    expect(responseTemplateFieldErrors(empty, true)).toEqual({
      name: 'Give the template a name.',
      content: 'Write the template’s text.',
    });
    expect(responseTemplateFieldErrors({ name: 'Hi', content: 'Hi {first_name}' }, true).content).toBe(
      'Unknown placeholder {first_name}. Use {reviewer_first_name}, {location_name}, {location_phone}.',
    );
  });

  it('lets a complete template through', () => {
    const errors = responseTemplateFieldErrors({ name: 'Thanks', content: 'Hi {reviewer_first_name}' }, true);
    expect(templateFieldsValid(errors)).toBe(true);
    expect(templateFieldsValid({ name: 'x', content: null })).toBe(false);
  });
});
