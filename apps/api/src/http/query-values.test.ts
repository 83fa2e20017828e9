import { describe, expect, it } from 'vitest';
import { readBool, readInt, readIntList, readString, requireText, type Values } from './query-values.js';

/** No values at all (a reader's key is then any string). */
const none: Values = {};

describe('query values', () => {
  it('readString trims and turns blanks into null', () => {
    expect(readString({ a: '  x ' }, 'a')).toBe('x');
    expect(readString({ a: '   ' }, 'a')).toBeNull();
    expect(readString(none, 'a')).toBeNull();
  });

  it('readInt accepts numbers and numeric strings, refuses the rest naming the field', () => {
    expect(readInt({ a: '7' }, 'a')).toBe(7);
    expect(readInt(none, 'a')).toBeNull();
    expect(() => readInt({ a: '7.5' }, 'a')).toThrow(expect.objectContaining({ status: 400, field: 'a' }));
  });

  it('readIntList reads arrays and comma lists', () => {
    expect(readIntList({ ids: [1, '2'] }, 'ids')).toEqual([1, 2]);
    expect(readIntList({ ids: '3, 4' }, 'ids')).toEqual([3, 4]);
    expect(readIntList(none, 'ids')).toEqual([]);
  });

  it('readBool reads true/false and falls back when absent', () => {
    expect(readBool({ a: 'true' }, 'a', false)).toBe(true);
    expect(readBool({ a: false }, 'a', true)).toBe(false);
    expect(readBool(none, 'a', true)).toBe(true);
    expect(() => readBool({ a: 'maybe' }, 'a', true)).toThrow(/a must be/);
  });

  it('requireText names the missing or too long field', () => {
    expect(() => requireText(none, 'name')).toThrow(expect.objectContaining({ message: 'name is required', field: 'name' }));
    expect(() => requireText({ name: 'x'.repeat(101) }, 'name', 100)).toThrow(/at most 100/);
    expect(requireText({ name: ' ok ' }, 'name', 100)).toBe('ok');
  });
});
