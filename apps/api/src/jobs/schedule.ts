/**
 * When a scheduled export runs next, and which dates its legend covers when it runs (P9-041, P9-042).
 * Both are computed in the schedule's time zone.
 */
import type { DateRangeLegend, EmailFrequency, Weekday } from '../db/schema.js';
import { addDays, addMonths, daysInMonth, localDateOf, weekdayOf, zonedInstant, type LocalDate } from './zoned-time.js';

export const WEEKDAYS: readonly Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

export interface Schedule {
  email_frequency: EmailFrequency;
  /** HH:mm */
  scheduled_time: string;
  day_of_week: Weekday | null;
  day_of_month: number | null;
  timezone: string;
}

function timeOf(schedule: Schedule): { hour: number; minute: number } {
  const [hour = 0, minute = 0] = schedule.scheduled_time.split(':').map(Number);
  return { hour, minute };
}

/**
 * The first run strictly after `after`:
 * - daily: the next time the clock shows scheduled_time;
 * - weekly: the next day_of_week strictly after today (the flyout's rule for the weekly date);
 * - monthly: the next date with day_of_month at scheduled_time, skipping months that have no such day.
 */
export function nextRunAt(schedule: Schedule, after: Date): Date {
  const { hour, minute } = timeOf(schedule);
  const tz = schedule.timezone;
  const today = localDateOf(after, tz);
  const at = (date: LocalDate) => zonedInstant(date, hour, minute, tz);
  if (schedule.email_frequency === 'weekly') {
    const target = WEEKDAYS.indexOf(schedule.day_of_week ?? 'sunday');
    const ahead = ((target - weekdayOf(today) + 7) % 7) || 7;
    return at(addDays(today, ahead));
  }
  if (schedule.email_frequency === 'monthly') {
    const day = schedule.day_of_month ?? 1;
    for (let months = 0; months <= 12; months += 1) {
      const month = addMonths({ ...today, day: 1 }, months);
      if (day > daysInMonth(month.year, month.month)) continue; // no such day this month
      const instant = at({ ...month, day });
      if (instant > after) return instant;
    }
    throw new Error(`No month has day ${day}`);
  }
  const todayAt = at(today);
  return todayAt > after ? todayAt : at(addDays(today, 1));
}

export const DATE_RANGE_LEGENDS: readonly DateRangeLegend[] = [
  'today', 'yesterday', 'seven_days', 'fourteen_days', 'thirty_days', 'three_months', 'six_months', 'twelve_months',
  'last_calendar_week', 'last_calendar_year', 'previous_month', 'previous_quarter', 'month_to_date', 'quarter_to_date', 'year_to_date',
];

export interface DateRange {
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
}

/**
 * The legend's range at `now`: whole local days, N days / months back ending with yesterday; the *_to_date
 * ranges (and today) end now. An unknown legend means yesterday (P9-042).
 */
export function legendRange(legend: string, now: Date, timeZone: string): DateRange {
  const today = localDateOf(now, timeZone);
  const start = (date: LocalDate) => zonedInstant(date, 0, 0, timeZone);
  const days = (n: number) => ({ from: start(addDays(today, -n)), to: start(today) });
  const months = (n: number) => ({ from: start(addMonths(today, -n)), to: start(today) });
  const monthStart: LocalDate = { ...today, day: 1 };
  const quarterStart: LocalDate = { year: today.year, month: Math.floor((today.month - 1) / 3) * 3 + 1, day: 1 };
  const yearStart: LocalDate = { year: today.year, month: 1, day: 1 };
  switch (legend as DateRangeLegend) {
    case 'today':
      return { from: start(today), to: now };
    case 'seven_days':
      return days(7);
    case 'fourteen_days':
      return days(14);
    case 'thirty_days':
      return days(30);
    case 'three_months':
      return months(3);
    case 'six_months':
      return months(6);
    case 'twelve_months':
      return months(12);
    case 'last_calendar_week': {
      const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
      return { from: start(addDays(monday, -7)), to: start(monday) };
    }
    case 'last_calendar_year':
      return { from: start({ year: today.year - 1, month: 1, day: 1 }), to: start(yearStart) };
    case 'previous_month':
      return { from: start(addMonths(monthStart, -1)), to: start(monthStart) };
    case 'previous_quarter':
      return { from: start(addMonths(quarterStart, -3)), to: start(quarterStart) };
    case 'month_to_date':
      return { from: start(monthStart), to: now };
    case 'quarter_to_date':
      return { from: start(quarterStart), to: now };
    case 'year_to_date':
      return { from: start(yearStart), to: now };
    default:
      return days(1);
  }
}
