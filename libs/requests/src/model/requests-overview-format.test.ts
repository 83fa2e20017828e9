import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  formatCount,
  formatSentAt,
  rangeLabel,
  rate,
} from './requests-overview-format.js';
import { formatDay } from './request-times.js';

const utc = { now: () => new Date('2026-11-28T12:00:00Z'), utcOffset: 0 };

describe('report formats', () => {
  it('gives a rate as a whole percent of what was sent, and no rate when nothing was sent', () => {
    expect(rate(21, 50)).toBe('42%');
    expect(rate(1, 3)).toBe('33%');
    expect(rate(0, 50)).toBe('0%');
    expect(rate(0, 0)).toBe('—');
  });

  it('names a period once per year', () => {
    expect(rangeLabel('2026-10-30', '2026-11-28')).toBe('Oct 30 - Nov 28, 2026');
    expect(rangeLabel('2025-12-30', '2026-01-05')).toBe('Dec 30, 2025 - Jan 5, 2026');
    expect(rangeLabel('not a day', '2026-01-05')).toBe('');
  });

  it('shows days, times and counts as people read them, in the clock’s zone', () => {
    expect(dayLabel('2026-11-01')).toBe('Nov 1');
    expect(formatDay('2026-11-02T09:00:00Z', utc)).toBe('Nov 2, 2026');
    expect(formatSentAt('2026-11-01T14:05:00Z', { ...utc, utcOffset: -300 })).toBe('Nov 1, 2026 09:05');
    expect(formatSentAt(null, utc)).toBe('—');
    expect(formatCount(1234)).toBe('1,234');
  });
});
