import { describe, expect, it } from 'vitest';
import { normalizePageNumber } from './page-number.js';

describe('normalizePageNumber', () => {
  it('[P5-045] invalid or below 1 becomes 1', () => {
    for (const input of ['', 'abc', '0', '-3', ' ']) expect(normalizePageNumber(input, 9)).toBe(1);
  });
  it('[P5-046] is capped at the page count', () => {
    expect(normalizePageNumber('12', 9)).toBe(9);
    expect(normalizePageNumber('4', 9)).toBe(4);
    expect(normalizePageNumber('3', 0)).toBe(1);
  });
});
