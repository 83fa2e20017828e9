import { describe, expect, it } from 'vitest';
import { insightsQuery } from './server-query.js';

describe('insightsQuery', () => {
  it('keeps the dates and filters, words the sentiment and drops an unknown category', () => {
    const known = (value: string) => value === 'staff';
    expect(insightsQuery({ published_after: '2025-12-15', group_id: 3, rating: [1, 2], sentiment: -1, category: 'staff', after: 'c', 'sort[by]': 'published_at' }, known)).toEqual({
      published_after: '2025-12-15', group_id: 3, rating: [1, 2], sentiment: 'negative', category: 'staff',
    });
    expect(insightsQuery({ sentiment: 1, category: 'weather' }, known)).toEqual({ sentiment: 'positive' });
  });
});
