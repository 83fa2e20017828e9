import { describe, expect, it } from 'vitest';
import { keywordSortOptions } from './sort.js';

describe('sort options', () => {
  it('offers the four sorts with their labels, the current one selected', () => {
    expect(keywordSortOptions('controversy')).toEqual([
      { value: 'highest_volume', label: 'Highest volume', selected: false },
      { value: 'controversy', label: 'Controversial first', selected: true },
      { value: 'positive_ratio', label: 'Positive first', selected: false },
      { value: 'negative_ratio', label: 'Negative first', selected: false },
    ]);
  });
});
