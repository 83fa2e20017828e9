import { describe, expect, it } from 'vitest';
import { categoryBlock } from './category-blocks.js';
import { categoryLabel } from './categories.js';

describe('category blocks', () => {
  it('names the category, its icon and its positive share', () => {
    expect(categoryBlock({ category: 'bedsidemanner', positive_count: 2, negative_count: 1, total_count: 3 }, {})).toMatchObject({
      category: 'bedsidemanner', label: 'Bedside Manner', icon: 'bedsidemanner', percentPositive: 67,
      href: '/dashboard/keywords/categories?category=bedsidemanner',
    });
    expect(categoryLabel('unknown')).toBe('unknown');
  });
});
