import { describe, expect, it } from 'vitest';
import { legendRange, nextRunAt, type Schedule } from './schedule.js';

const schedule = (over: Partial<Schedule>): Schedule => ({
  email_frequency: 'daily', scheduled_time: '13:00', day_of_week: null, day_of_month: null, timezone: 'UTC', ...over,
});
const at = (text: string) => new Date(text);

describe('nextRunAt', () => {
  it('daily: today at the time when it is still ahead, else tomorrow', () => {
    expect(nextRunAt(schedule({}), at('2026-11-04T09:00:00Z')).toISOString()).toBe('2026-11-04T13:00:00.000Z');
    expect(nextRunAt(schedule({}), at('2026-11-04T13:00:00Z')).toISOString()).toBe('2026-11-05T13:00:00.000Z');
  });

  it('[P4-048] weekly: the next occurrence of the weekday strictly after today', () => {
    // 2026-11-01 is a Sunday.
    const sunday = schedule({ email_frequency: 'weekly', day_of_week: 'sunday' });
    expect(nextRunAt(sunday, at('2026-11-01T08:00:00Z')).toISOString()).toBe('2026-11-08T13:00:00.000Z');
    expect(nextRunAt(schedule({ email_frequency: 'weekly', day_of_week: 'tuesday' }), at('2026-11-01T20:00:00Z')).toISOString()).toBe(
      '2026-11-03T13:00:00.000Z',
    );
  });

  it('[P4-049] monthly: the next valid date with that day number (months without it are skipped)', () => {
    const on31 = schedule({ email_frequency: 'monthly', day_of_month: 31, scheduled_time: '06:30' });
    expect(nextRunAt(on31, at('2026-11-04T00:00:00Z')).toISOString()).toBe('2026-12-31T06:30:00.000Z');
    expect(nextRunAt(on31, at('2027-01-31T07:00:00Z')).toISOString()).toBe('2027-03-31T06:30:00.000Z');
    const first = schedule({ email_frequency: 'monthly', day_of_month: 1 });
    expect(nextRunAt(first, at('2026-11-01T12:59:00Z')).toISOString()).toBe('2026-11-01T13:00:00.000Z');
  });

  it('keeps the local time across daylight-saving changes in the schedule\'s zone', () => {
    const ny = schedule({ timezone: 'America/New_York' });
    // 13:00 EDT (UTC-4) before the change of 2026-11-01, 13:00 EST (UTC-5) after it.
    expect(nextRunAt(ny, at('2026-10-31T12:00:00Z')).toISOString()).toBe('2026-10-31T17:00:00.000Z');
    expect(nextRunAt(ny, at('2026-11-01T12:00:00Z')).toISOString()).toBe('2026-11-01T18:00:00.000Z');
  });
});

describe('legendRange', () => {
  // Wednesday 2026-11-04, mid-day.
  const now = at('2026-11-04T15:30:00Z');
  const range = (legend: string, tz = 'UTC') => {
    const r = legendRange(legend, now, tz);
    return [r.from.toISOString(), r.to.toISOString()];
  };

  it('[P9-041] maps each legend to its range (whole days before today; *_to_date up to now)', () => {
    expect(range('today')).toEqual(['2026-11-04T00:00:00.000Z', now.toISOString()]);
    expect(range('yesterday')).toEqual(['2026-11-03T00:00:00.000Z', '2026-11-04T00:00:00.000Z']);
    expect(range('seven_days')).toEqual(['2026-10-28T00:00:00.000Z', '2026-11-04T00:00:00.000Z']);
    expect(range('fourteen_days')[0]).toBe('2026-10-21T00:00:00.000Z');
    expect(range('thirty_days')[0]).toBe('2026-10-05T00:00:00.000Z');
    expect(range('three_months')[0]).toBe('2026-08-04T00:00:00.000Z');
    expect(range('six_months')[0]).toBe('2026-05-04T00:00:00.000Z');
    expect(range('twelve_months')[0]).toBe('2025-11-04T00:00:00.000Z');
    expect(range('last_calendar_week')).toEqual(['2026-10-26T00:00:00.000Z', '2026-11-02T00:00:00.000Z']);
    expect(range('last_calendar_year')).toEqual(['2025-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z']);
    expect(range('previous_month')).toEqual(['2026-10-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z']);
    expect(range('previous_quarter')).toEqual(['2026-07-01T00:00:00.000Z', '2026-10-01T00:00:00.000Z']);
    expect(range('month_to_date')).toEqual(['2026-11-01T00:00:00.000Z', now.toISOString()]);
    expect(range('quarter_to_date')).toEqual(['2026-10-01T00:00:00.000Z', now.toISOString()]);
    expect(range('year_to_date')).toEqual(['2026-01-01T00:00:00.000Z', now.toISOString()]);
  });

  it('[P9-042] an unknown legend means yesterday', () => {
    expect(range('two_years')).toEqual(range('yesterday'));
  });

  it('counts days in the schedule\'s time zone', () => {
    // 15:30 UTC is 07:30 in Los Angeles (UTC-8 in November): yesterday there starts at 08:00 UTC.
    expect(range('yesterday', 'America/Los_Angeles')).toEqual(['2026-11-03T08:00:00.000Z', '2026-11-04T08:00:00.000Z']);
  });
});
