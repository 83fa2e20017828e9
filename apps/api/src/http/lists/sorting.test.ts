import { describe, expect, it } from 'vitest';
import { parseSort } from './sorting.js';

const columns = ['name', 'created_at'] as const;

describe('parseSort', () => {
  it('[P7-054] defaults to name ascending', () => {
    expect(parseSort({}, columns, 'name')).toEqual({ by: 'name', order: 'asc', explicit: false });
  });

  it('reads the literal bracketed names', () => {
    expect(parseSort({ 'sort[by]': 'created_at', 'sort[order]': 'desc' }, columns, 'name')).toEqual({
      by: 'created_at',
      order: 'desc',
      explicit: true,
    });
  });

  it('reads the nested shape of a qs-style parser', () => {
    expect(parseSort({ sort: { by: 'created_at', order: 'asc' } }, columns, 'name')).toMatchObject({ by: 'created_at', order: 'asc' });
  });

  it('[P7-054] accepts sort[by]=relevance on every list (the default order while searching)', () => {
    expect(parseSort({ 'sort[by]': 'relevance', 'sort[order]': 'desc' }, columns, 'name')).toEqual({ by: 'relevance', order: 'desc', explicit: true });
  });

  it('refuses an unknown column with a 400 naming sort[by]', () => {
    expect(() => parseSort({ 'sort[by]': 'password' }, columns, 'name')).toThrow(expect.objectContaining({ status: 400, field: 'sort[by]' }));
  });

  it('refuses an unknown order', () => {
    expect(() => parseSort({ 'sort[order]': 'up' }, columns, 'name')).toThrow(expect.objectContaining({ field: 'sort[order]' }));
  });
});
