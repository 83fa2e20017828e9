import { describe, expect, it } from 'vitest';
import { drawnSlices, topSlices } from './top-slices.js';

const source = (id: string, value: number) => ({ id, label: id, value });

describe('topSlices', () => {
  it('[P9-039] keeps the four largest sources and sums the rest into Other', () => {
    const slices = topSlices([
      source('a', 1),
      source('b', 50),
      source('c', 20),
      source('d', 20),
      source('e', 5),
      source('f', 3),
    ]);
    expect(slices.map((s) => `${s.label} ${s.value}`)).toEqual(['b 50', 'c 20', 'd 20', 'e 5', 'Other 4']);
  });

  it('has no Other with four sources or fewer, and leaves out sources without reviews', () => {
    expect(topSlices([source('a', 3), source('b', 0), source('c', 1)]).map((s) => s.id)).toEqual(['a', 'c']);
  });

  it('[P9-040] draws a slice under 1% at 1% of the total, the others as they are', () => {
    const drawn = drawnSlices([source('a', 995), source('b', 5)]);
    expect(drawn.map((s) => s.value)).toEqual([995, 10]);
    expect(drawnSlices([source('a', 50), source('b', 50)]).map((s) => s.value)).toEqual([50, 50]);
  });
});
