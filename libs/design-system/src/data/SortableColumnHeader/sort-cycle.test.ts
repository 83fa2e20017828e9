import { describe, expect, it } from 'vitest';
import { nextSort, nextSortOrder, sortQuery } from './sort-cycle.js';

describe('sort cycle', () => {
  it('[P4-050] cycles none, asc, desc, none', () => {
    const seen = [nextSortOrder(undefined)];
    seen.push(nextSortOrder(seen[0]));
    seen.push(nextSortOrder(seen[1]));
    expect(seen).toEqual(['asc', 'desc', undefined]);
  });

  it('[P4-050] a click on another column starts at asc', () => {
    expect(nextSort({ by: 'display_name', order: 'desc' }, 'last_sent_at')).toEqual({
      by: 'last_sent_at',
      order: 'asc',
    });
    expect(nextSort({ by: 'display_name', order: 'desc' }, 'display_name')).toBeNull();
  });

  it('[P4-051] sets sort[by] and sort[order], nothing when unsorted', () => {
    expect(sortQuery({ by: 'display_name', order: 'asc' })).toEqual({
      'sort[by]': 'display_name',
      'sort[order]': 'asc',
    });
    expect(sortQuery(null)).toEqual({});
  });
});
