import { describe, expect, it } from 'vitest';
import { cleanQuery, queryKey, stableStringify } from './query-key.js';

describe('stable query keys', () => {
  it('sorts object keys at every depth', () => {
    expect(stableStringify({ b: 1, a: { d: 2, c: [{ z: 1, y: 2 }] } })).toBe(
      '{"a":{"c":[{"y":2,"z":1}],"d":2},"b":1}',
    );
  });

  it('gives the same key for the same params in any order', () => {
    const a = queryKey('GET', '/locations', { page: 1, per_page: 25, keywords: 'bos' });
    const b = queryKey('GET', '/locations', { keywords: 'bos', per_page: 25, page: 1 });
    expect(a).toBe(b);
  });

  it('differs by method, path and param values, not by empty params', () => {
    const base = queryKey('GET', '/locations', { page: 1 });
    expect(queryKey('DELETE', '/locations', { page: 1 })).not.toBe(base);
    expect(queryKey('GET', '/groups', { page: 1 })).not.toBe(base);
    expect(queryKey('GET', '/locations', { page: 2 })).not.toBe(base);
    expect(queryKey('GET', '/locations', { page: 1, group_id: undefined, keywords: null })).toBe(base);
    expect(queryKey('GET', '/locations', { page: '1' })).not.toBe(base);
  });

  it('keeps array order (an ordered list of export types is a different query)', () => {
    expect(stableStringify({ t: ['a', 'b'] })).not.toBe(stableStringify({ t: ['b', 'a'] }));
  });

  it('cleanQuery drops undefined and null but keeps 0, false and empty strings', () => {
    expect(cleanQuery({ a: undefined, b: null, c: 0, d: false, e: '' })).toEqual({ c: 0, d: false, e: '' });
    expect(cleanQuery(undefined)).toEqual({});
  });
});
