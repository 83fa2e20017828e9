import { describe, expect, it } from 'vitest';
import { nextSort, readPage, readSort, readView, sortChange, viewChange } from './report-query.js';

describe('report query', () => {
  it('[F2-041] [F2-042] reads the view, groups only while the account has them', () => {
    expect(readView({ view: 'groups' }, true)).toBe('groups');
    expect(readView({ view: 'groups' }, false)).toBe('locations');
    expect(readView({}, true)).toBe('locations');
  });

  it('[F9-031] [F9-032] reads the sort, ranking descending by default and for unknown values', () => {
    expect(readSort({})).toEqual({ by: 'ranking', order: 'desc' });
    expect(readSort({ sortBy: 'avg_rating', sortOrder: 'asc' })).toEqual({ by: 'avg_rating', order: 'asc' });
    expect(readSort({ sortBy: 'name', sortOrder: 'up' })).toEqual({ by: 'ranking', order: 'desc' });
  });

  it('reads the page, 1 when absent or nonsense', () => {
    expect(readPage({ page: '3' })).toBe(3);
    expect(readPage({ page: '0' })).toBe(1);
    expect(readPage({ page: 'x' })).toBe(1);
    expect(readPage({})).toBe(1);
  });

  it('[F2-043] drops locationId and page when choosing groups', () => {
    expect(viewChange('groups')).toEqual({ view: 'groups', locationId: undefined, page: undefined });
    expect(viewChange('locations')).toEqual({ view: undefined, page: undefined });
  });

  it('[F9-032] writes no key for the default sort, and a new sort starts at page 1', () => {
    expect(sortChange({ by: 'ranking', order: 'desc' })).toEqual({ sortBy: undefined, sortOrder: undefined, page: undefined });
    expect(sortChange({ by: 'avg_rating', order: 'desc' })).toEqual({ sortBy: 'avg_rating', sortOrder: 'desc', page: undefined });
  });

  it('flips the order of the sorted column and starts another one descending', () => {
    expect(nextSort({ by: 'ranking', order: 'desc' }, 'ranking')).toEqual({ by: 'ranking', order: 'asc' });
    expect(nextSort({ by: 'ranking', order: 'asc' }, 'avg_rating')).toEqual({ by: 'avg_rating', order: 'desc' });
  });
});
