import { describe, expect, it } from 'vitest';
import { directoryWindow, visibleDirectoryCount } from './directory-columns.js';

describe('directory columns', () => {
  it('[F9-056] 3 directory columns are visible at a width of 1000 px or more', () => {
    expect(visibleDirectoryCount(1000)).toBe(3);
    expect(visibleDirectoryCount(1440)).toBe(3);
  });

  it('[F9-057] 2 directory columns are visible from 800 to 1000 px', () => {
    expect(visibleDirectoryCount(800)).toBe(2);
    expect(visibleDirectoryCount(999)).toBe(2);
  });

  it('[F9-058] 1 directory column is visible on mobile', () => {
    expect(visibleDirectoryCount(390)).toBe(1);
    expect(visibleDirectoryCount(799)).toBe(1);
  });

  it('moves through the six columns, kept inside them', () => {
    expect(directoryWindow(6, 3, 0)).toEqual({ start: 0, count: 3, hasPrevious: false, hasNext: true });
    expect(directoryWindow(6, 3, 5)).toEqual({ start: 3, count: 3, hasPrevious: true, hasNext: false });
    expect(directoryWindow(6, 1, 2)).toEqual({ start: 2, count: 1, hasPrevious: true, hasNext: true });
    expect(directoryWindow(2, 3, 1)).toEqual({ start: 0, count: 2, hasPrevious: false, hasNext: false });
  });
});
