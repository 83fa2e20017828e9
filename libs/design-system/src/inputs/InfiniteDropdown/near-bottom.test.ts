import { describe, expect, it } from 'vitest';
import { isNearBottom } from './near-bottom.js';

describe('isNearBottom', () => {
  it('[P9-019] loads within the 300 px default threshold and not before', () => {
    expect(isNearBottom({ scrollTop: 700, clientHeight: 378, scrollHeight: 1378 }, 300)).toBe(true);
    expect(isNearBottom({ scrollTop: 699, clientHeight: 378, scrollHeight: 1378 }, 300)).toBe(false);
  });
  it('[P9-018] uses the smaller 130 px threshold when given', () => {
    expect(isNearBottom({ scrollTop: 700, clientHeight: 378, scrollHeight: 1378 }, 130)).toBe(false);
    expect(isNearBottom({ scrollTop: 870, clientHeight: 378, scrollHeight: 1378 }, 130)).toBe(true);
  });
});
