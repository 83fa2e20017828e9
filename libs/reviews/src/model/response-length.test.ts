import { describe, expect, it } from 'vitest';
import { responseCounterText, responseLength, responseValidationMessage } from './response-length.js';

describe('response length', () => {
  it('counts characters left and over the limit', () => {
    expect(responseLength('Thank you!', 12)).toEqual({ length: 10, maxLength: 12, left: 2, over: 0 });
    expect(responseLength('Thank you!', 10)).toEqual({ length: 10, maxLength: 10, left: 0, over: 0 });
    expect(responseLength('Thank you!', 7)).toEqual({ length: 10, maxLength: 7, left: 0, over: 3 });
  });

  it('counts an emoji or an accented letter as one character, as the sites do', () => {
    expect('👍🏽'.length).toBe(4);
    expect(responseLength('Thanks 👍🏽', 100).length).toBe(9);
    expect(responseLength('Merci, André', 100).length).toBe(12);
    expect(responseLength('😀'.repeat(4096), 4096)).toMatchObject({ left: 0, over: 0 });
  });

  it('does not count whitespace around the reply, which is trimmed before publishing', () => {
    expect(responseLength('  Thanks \n\n', 10).length).toBe(6);
  });

  it('tells the counter in words', () => {
    expect(responseCounterText(responseLength('a'.repeat(12), 4096))).toBe('4,084 characters left');
    expect(responseCounterText(responseLength('a'.repeat(4095), 4096))).toBe('1 character left');
    expect(responseCounterText(responseLength('a'.repeat(4097), 4096))).toBe('1 character over the limit');
    expect(responseCounterText(responseLength('a'.repeat(4200), 4096))).toBe('104 characters over the limit');
  });

  it('says why a reply cannot be published: empty, or too long for its site', () => {
    expect(responseValidationMessage(' \n ', 4096, 'Google')).toBe('Write a response before publishing.');
    expect(responseValidationMessage('a'.repeat(8012), 8000, 'Facebook')).toBe(
      'Facebook accepts replies of up to 8,000 characters. Shorten this one by 12 characters.',
    );
    expect(responseValidationMessage('Thank you!', 4096, 'Google')).toBeNull();
  });
});
