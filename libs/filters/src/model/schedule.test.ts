import { describe, expect, it } from 'vitest';
import { FREQUENCIES, SCHEDULE_DEFAULTS, nextMonthlyDate, nextWeeklyDate, parseDayOfMonth } from './schedule.js';

const day = (m: { format(f: string): string }) => m.format('YYYY-MM-DD');

describe('schedule', () => {
  it('[P4-044] frequencies are daily, weekly, monthly', () => {
    expect(FREQUENCIES).toEqual(['daily', 'weekly', 'monthly']);
  });

  it('[P4-042] [P4-045] [P4-046] [P4-047] defaults: daily, 13:00, sunday, day 1', () => {
    expect(SCHEDULE_DEFAULTS).toEqual({ frequency: 'daily', scheduledTime: '13:00', weekday: 'sunday', dayOfMonth: 1 });
  });

  it('[P4-048] the weekly date is the next such weekday strictly after today', () => {
    const wednesday = new Date(2024, 4, 15, 9);
    expect(day(nextWeeklyDate('wednesday', wednesday))).toBe('2024-05-22');
    expect(day(nextWeeklyDate('thursday', wednesday))).toBe('2024-05-16');
    expect(day(nextWeeklyDate('sunday', wednesday))).toBe('2024-05-19');
    expect(day(nextWeeklyDate('tuesday', wednesday))).toBe('2024-05-21');
    expect(day(nextWeeklyDate('monday', new Date(2024, 11, 31)))).toBe('2025-01-06');
  });

  it('[P4-049] the monthly date is the next valid date with that day number', () => {
    expect(day(nextMonthlyDate(20, new Date(2024, 4, 15)))).toBe('2024-05-20');
    expect(day(nextMonthlyDate(15, new Date(2024, 4, 15)))).toBe('2024-06-15');
    expect(day(nextMonthlyDate(1, new Date(2024, 11, 31)))).toBe('2025-01-01');
    // Day 31 in a 30-day month: the next month that has a 31st.
    expect(day(nextMonthlyDate(31, new Date(2024, 3, 10)))).toBe('2024-05-31');
    expect(day(nextMonthlyDate(31, new Date(2024, 4, 31)))).toBe('2024-07-31');
    // February: 30 skips to March; 29 in a leap year stays.
    expect(day(nextMonthlyDate(30, new Date(2023, 0, 31)))).toBe('2023-03-30');
    expect(day(nextMonthlyDate(29, new Date(2024, 1, 10)))).toBe('2024-02-29');
    expect(day(nextMonthlyDate(29, new Date(2023, 1, 10)))).toBe('2023-03-29');
  });

  it('[P5-021] day of month accepts integers 1 to 31', () => {
    expect(parseDayOfMonth('1', 5)).toBe(1);
    expect(parseDayOfMonth('31', 5)).toBe(31);
    expect(parseDayOfMonth(' 07 ', 5)).toBe(7);
  });

  it('[P5-022] day of month may be empty while typing', () => {
    expect(parseDayOfMonth('', 5)).toBe('');
  });

  it('[P5-023] other values are ignored', () => {
    for (const input of ['0', '32', '3.5', '-1', 'abc', '100', '1e1']) expect(parseDayOfMonth(input, 5)).toBe(5);
    expect(parseDayOfMonth('x', '')).toBe('');
  });
});
