import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from './constants.js';
import { pageQuery, sortQuery } from './list-query.js';

describe('list query', () => {
  it('[P7-055] a page is 25 rows unless told otherwise', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(25);
    expect(pageQuery({ keywords: 'x' }, 2)).toEqual({ keywords: 'x', page: 2, per_page: 25 });
    expect(pageQuery({}, 1, 500)).toEqual({ page: 1, per_page: 500 });
  });

  it('sort params keep their bracketed wire names', () => {
    expect(sortQuery('name', 'asc')).toEqual({ 'sort[by]': 'name', 'sort[order]': 'asc' });
  });
});
