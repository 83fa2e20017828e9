import { describe, expect, it } from 'vitest';
import {
  changeOf, formatCount, formatDays, formatPercent, formatRating, formatScore, formatWeight, industryResponseRate, medalOf,
} from './display-formats.js';

describe('display formats', () => {
  it('[F9-037] shows scores out of 100 as whole numbers, N/A without one', () => {
    expect(formatScore(83.373)).toBe('83');
    expect(formatScore(99.5)).toBe('100');
    expect(formatScore(null)).toBe('N/A');
  });

  it('[F9-039] shows the average rating with 2 decimals', () => {
    expect(formatRating(4.256)).toBe('4.26');
    expect(formatRating(4)).toBe('4.00');
    expect(formatRating(null)).toBe('N/A');
  });

  it('[F9-038] [F3-040] shows response time in days with 2 decimals', () => {
    expect(formatDays(3)).toBe('3.00 days');
    expect(formatDays(0.125)).toBe('0.13 days');
    expect(formatDays(null)).toBe('N/A');
  });

  it('[F9-040] shows rates and sync shares as percents', () => {
    expect(formatPercent(0.41)).toBe('41%');
    expect(formatPercent(0.8888)).toBe('89%');
    expect(formatPercent(null)).toBe('N/A');
  });

  it('[F9-041] multiplies the industry response rate by 100', () => {
    expect(industryResponseRate(0.75)).toBe(75);
    expect(industryResponseRate(null)).toBeNull();
  });

  it('[F9-035] shows weights (fractions) as percents with 2 decimals', () => {
    expect(formatWeight(0.25)).toBe('25.00%');
    expect(formatWeight(0.1234)).toBe('12.34%');
    expect(formatWeight(0.2)).toBe('20.00%');
  });

  it('shows counts whole, or with one decimal when per 30 days', () => {
    expect(formatCount(12)).toBe('12');
    expect(formatCount(6.666)).toBe('6.7');
    expect(formatCount(null)).toBe('N/A');
  });

  it('[F4-106] [F9-042] [F9-043] compares against the previous period: percent, <1% under 1, N/A when missing', () => {
    expect(changeOf(110, 100)).toEqual({ text: '10%', direction: 'up', better: true });
    expect(changeOf(4.02, 4)).toEqual({ text: '<1%', direction: 'up', better: true });
    expect(changeOf(4, 4)).toEqual({ text: '<1%', direction: 'flat', better: null });
    expect(changeOf(null, 4).text).toBe('N/A');
    expect(changeOf(4, null).text).toBe('N/A');
    expect(changeOf(4, undefined).text).toBe('N/A');
    // A relative change from nothing has no size.
    expect(changeOf(5, 0).text).toBe('N/A');
    // Rates move in percentage points: 41% to 45% is 4.
    expect(changeOf(0.45, 0.41, { kind: 'points' })).toEqual({ text: '4%', direction: 'up', better: true });
    expect(changeOf(0.3, 0, { kind: 'points' }).text).toBe('30%');
    // A shorter response time is better.
    expect(changeOf(2, 4, { lowerIsBetter: true })).toEqual({ text: '50%', direction: 'down', better: true });
  });

  it('[F9-046] gives ranks 1 to 3 gold, silver and bronze, only when sorted by rank', () => {
    expect([1, 2, 3, 4, null].map((rank) => medalOf(rank, true))).toEqual(['gold', 'silver', 'bronze', null, null]);
    expect(medalOf(1, false)).toBeNull();
  });
});
