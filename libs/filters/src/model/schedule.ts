import moment, { type Moment } from 'moment';

/** P4-044 */
export const FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The schedule's defaults (P4-042, P4-045..P4-047). */
export const SCHEDULE_DEFAULTS = {
  frequency: 'daily' as Frequency,
  scheduledTime: '13:00',
  weekday: 'sunday' as Weekday,
  dayOfMonth: 1,
} as const;

/** Scheduled export names are at most 100 characters (P5-012, P9-023). */
export const EXPORT_NAME_MAX = 100;

export const FREQUENCY_LABELS: Readonly<Record<Frequency, string>> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };

export function isFrequency(value: unknown): value is Frequency {
  return typeof value === 'string' && (FREQUENCIES as readonly string[]).includes(value);
}

export function isWeekday(value: unknown): value is Weekday {
  return typeof value === 'string' && (WEEKDAYS as readonly string[]).includes(value);
}

/** HH:mm, 24-hour (the contract's ScheduledTime). */
export function isScheduledTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** The next date on that weekday strictly after today (P4-048). */
export function nextWeeklyDate(weekday: Weekday, today: Date | Moment): Moment {
  const start = moment(today).startOf('day');
  const ahead = (WEEKDAYS.indexOf(weekday) - start.day() + 7) % 7 || 7;
  return start.add(ahead, 'days');
}

/**
 * The next date after today with that day number (P4-049); months without it are skipped, so day
 * 31 in a 30-day month falls in the next month that has a 31st.
 */
export function nextMonthlyDate(day: number, today: Date | Moment): Moment {
  const start = moment(today).startOf('day');
  for (let offset = 0; offset <= 12; offset += 1) {
    const month = start.clone().startOf('month').add(offset, 'months');
    if (day > month.daysInMonth()) continue;
    const candidate = month.date(day);
    if (candidate.isAfter(start, 'day')) return candidate;
  }
  throw new RangeError(`No month has day ${day}`);
}

/**
 * The day-of-month input (P5-021..P5-023): an integer 1 to 31 is taken, empty is allowed while
 * typing, any other value is ignored (the previous value stays).
 */
export function parseDayOfMonth(input: string, previous: number | ''): number | '' {
  const text = input.trim();
  if (text === '') return '';
  if (!/^\d{1,2}$/.test(text)) return previous;
  const day = Number(text);
  return day >= 1 && day <= 31 ? day : previous;
}
