import { describe, expect, it } from 'vitest';
import { categoryOf } from './categories.js';
import { extractMentions } from './extract.js';

describe('extractMentions', () => {
  it('finds nouns and noun compounds with the sentiment of their sentence', () => {
    const mentions = extractMentions('The front desk staff were rude and unhelpful. Excellent service from start to finish! Hardly any wait time, I was seen right on schedule.');
    expect(mentions).toEqual([
      { keyword: 'desk staff', category: 'staff', sentiment: -1 },
      { keyword: 'service', category: 'service', sentiment: 1 },
      { keyword: 'wait time', category: 'waittime', sentiment: 1 },
      { keyword: 'schedule', category: 'waittime', sentiment: 1 },
    ]);
  });

  it('counts lemmas once per sentence and skips general nouns', () => {
    const mentions = extractMentions('The charges and more charges on the bill were awful. Thing after thing went wrong.');
    expect(mentions.map((m) => m.keyword)).toEqual(['charge', 'bill']);
    expect(mentions.every((m) => m.sentiment === -1)).toBe(true);
  });

  it('has nothing for empty text', () => {
    expect(extractMentions(null)).toEqual([]);
    expect(extractMentions('   ')).toEqual([]);
  });
});

describe('categoryOf', () => {
  it('maps a keyword, or its head noun, to an experience category', () => {
    expect(categoryOf('parking')).toBe('facilities');
    expect(categoryOf('wait time')).toBe('waittime');
    expect(categoryOf('billing staff')).toBe('staff');
    expect(categoryOf('bedside manner')).toBe('bedsidemanner');
    expect(categoryOf('umbrella')).toBeNull();
  });
});
