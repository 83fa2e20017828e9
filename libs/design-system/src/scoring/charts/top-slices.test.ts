import { describe, expect, it } from 'vitest';
import { topSlices } from './top-slices.js';

const source = (id: string, value: number) => ({ id, label: id, value });

describe('topSlices', () => {
  it('keeps the four largest sources and sums the rest into Other', () => {
    const slices = topSlices([source('a', 1), source('b', 50), source('c', 20), source('d', 20), source('e', 5), source('f', 3)]);
    expect(slices.map((s) => `${s.label} ${s.value}`)).toEqual(['b 50', 'c 20', 'd 20', 'e 5', 'Other 4']);
  });

  it('has no Other with four sources or fewer, and leaves out sources without reviews', () => {
    expect(topSlices([source('a', 3), source('b', 0), source('c', 1)]).map((s) => s.id)).toEqual(['a', 'c']);
  });
});
