import { describe, expect, it } from 'vitest';
import { Random } from './random.js';

describe('Random', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = new Random(42);
    const b = new Random(42);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(new Random(43).next()).not.toBe(seqA[0]);
    for (const x of seqA) expect(x >= 0 && x < 1).toBe(true);
  });

  it('keeps int, weighted, sample and digits inside their bounds', () => {
    const r = new Random(7);
    const ints = Array.from({ length: 500 }, () => r.int(1, 5));
    expect(new Set(ints)).toEqual(new Set([1, 2, 3, 4, 5]));
    const heavy = Array.from({ length: 1000 }, () => r.weighted([['a', 9], ['b', 1]] as const));
    expect(heavy.filter((x) => x === 'a').length).toBeGreaterThan(800);
    const sample = r.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
    expect(r.digits(10)).toMatch(/^[1-9]\d{9}$/);
  });
});
