import { describe, expect, it } from 'vitest';
import { ReviewTotals } from './review-totals.js';

describe('ReviewTotals', () => {
  it('reuses a total for the same filters within the time-to-live, and counts again after it', async () => {
    const totals = new ReviewTotals(1000);
    let counts = 0;
    const count = async () => ({ total: ++counts, estimated: false });
    expect(await totals.get('a', 0, count)).toEqual({ total: 1, estimated: false });
    expect(await totals.get('a', 999, count)).toEqual({ total: 1, estimated: false });
    expect(await totals.get('b', 999, count)).toEqual({ total: 2, estimated: false });
    expect(await totals.get('a', 1000, count)).toEqual({ total: 3, estimated: false });
    expect(counts).toBe(3);
  });
});
