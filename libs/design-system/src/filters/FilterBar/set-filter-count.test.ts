import { describe, expect, it } from 'vitest';
import { setFilterCount, type ListFilterModel } from './filter-bar-model.js';

const list = (value: string | null): ListFilterModel => ({ options: [], value, onChange: () => undefined });
const rating = (selected: boolean) => ({ options: [{ value: 5, label: '5 Stars', selected }], onToggle: () => undefined });

describe('setFilterCount', () => {
  it('counts the visible filters set away from their All choice', () => {
    expect(setFilterCount(['group', 'location', 'rating'], { group: list(null), location: list('7'), rating: rating(true) })).toBe(2);
  });

  it('leaves out hidden filters and the date', () => {
    expect(setFilterCount(['date', 'group'], { group: list(null), location: list('7'), rating: rating(true) })).toBe(0);
  });
});
