import { describe, expect, it } from 'vitest';
import { splitByMonths } from './insights-query.js';

const d = (text: string) => new Date(`${text}T00:00:00Z`);

describe('splitByMonths', () => {
  it('reads whole months from the month roll-up and the partial ends from the days', () => {
    expect(splitByMonths(d('2025-12-15'), d('2026-06-16'))).toEqual({
      months: { from: d('2026-01-01'), to: d('2026-06-01') },
      days: [{ from: d('2025-12-15'), to: d('2026-01-01') }, { from: d('2026-06-01'), to: d('2026-06-16') }],
    });
    expect(splitByMonths(d('2026-01-01'), d('2026-03-01'))).toEqual({ months: { from: d('2026-01-01'), to: d('2026-03-01') }, days: [] });
  });

  it('keeps open ends open, and a range inside one month in days', () => {
    expect(splitByMonths(null, null)).toEqual({ months: { from: null, to: null }, days: [] });
    expect(splitByMonths(d('2026-02-10'), null)).toEqual({ months: { from: d('2026-03-01'), to: null }, days: [{ from: d('2026-02-10'), to: d('2026-03-01') }] });
    expect(splitByMonths(d('2026-02-10'), d('2026-02-20'))).toEqual({ months: null, days: [{ from: d('2026-02-10'), to: d('2026-02-20') }] });
  });
});
