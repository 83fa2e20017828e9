import { describe, expect, it } from 'vitest';
import { fillResponseTemplate, reviewerFirstName, unknownPlaceholders } from './response-templates.js';

const values = { authorName: 'Ada L.', locationName: 'Harbor Main St', locationPhone: '(617) 555-0142' };

describe('response templates', () => {
  it('fills the reviewer’s first name, the location’s name and phone', () => {
    const filled = fillResponseTemplate(
      'Hi {reviewer_first_name}, thanks for visiting {location_name}! Call us at {location_phone}.',
      values,
    );
    expect(filled).toEqual({
      text: 'Hi Ada, thanks for visiting Harbor Main St! Call us at (617) 555-0142.',
      missing: [],
      unknown: [],
      error: null,
    });
  });

  it('fills a placeholder used twice', () => {
    expect(fillResponseTemplate('{location_name} / {location_name}', values).text).toBe(
      'Harbor Main St / Harbor Main St',
    );
  });

  it('leaves a visible marker where a value is unknown, and says which', () => {
    const filled = fillResponseTemplate('Dear {reviewer_first_name}, call {location_phone}.', {
      authorName: 'A Google User',
      locationName: 'Harbor',
      locationPhone: null,
    });
    expect(filled.text).toBe('Dear [reviewer first name], call [location phone].');
    expect(filled.missing).toEqual(['reviewer_first_name', 'location_phone']);
    expect(filled.error).toBeNull();
  });

  it('names unknown placeholders as an error and leaves them as typed', () => {
    const filled = fillResponseTemplate('Hi {first_name}, see {url} and {first_name}; price {5}', values);
    expect(filled.text).toBe('Hi {first_name}, see {url} and {first_name}; price {5}');
    expect(filled.unknown).toEqual(['{first_name}', '{url}']);
    expect(filled.error).toBe(
      'Unknown placeholders {first_name}, {url}. Use {reviewer_first_name}, {location_name}, {location_phone}.',
    );
    expect(unknownPlaceholders('Thanks {Location_Name}')).toEqual(['{Location_Name}']);
    expect(fillResponseTemplate('{x}', values).error).toMatch(/^Unknown placeholder \{x\}\./);
  });

  it('finds the first name to greet by, or none', () => {
    expect(reviewerFirstName('Ada Lovelace')).toBe('Ada');
    expect(reviewerFirstName('  Dr. Jane Smith ')).toBe('Jane');
    expect(reviewerFirstName('Mrs Óscar Núñez')).toBe('Óscar');
    expect(reviewerFirstName('Marie-Claire')).toBe('Marie-Claire');
    expect(reviewerFirstName('J. Smith')).toBeNull();
    expect(reviewerFirstName('Anonymous')).toBeNull();
    expect(reviewerFirstName('a google user')).toBeNull();
    expect(reviewerFirstName('')).toBeNull();
    expect(reviewerFirstName(null)).toBeNull();
  });
});
