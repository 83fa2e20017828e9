import { TWENTY_FOUR_HOURS, formatTime, parseTimeEntry } from './time-entry.js';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One open/close pair on the wire, HH:mm (F3-008). */
export interface TimeRange {
  open_time: string;
  close_time: string;
}

/** A weekday's hours on the wire (F3-007). */
export interface DayHours {
  open: boolean;
  is_24_hours: boolean;
  hours: TimeRange[];
}

/** A location's regular hours on the wire; null when it has none. */
export type WeekHours = Partial<Record<Weekday, DayHours>> | null;

/** A pair as typed: the text of each field (shown as h:mm A until edited). */
export interface TimeRangeDraft {
  open_time: string;
  close_time: string;
}

export interface DayDraft {
  open: boolean;
  is_24_hours: boolean;
  hours: TimeRangeDraft[];
}

export type WeekDraft = Record<Weekday, DayDraft>;

const emptyPair = (): TimeRangeDraft => ({ open_time: '', close_time: '' });
const closedDay = (): DayDraft => ({ open: false, is_24_hours: false, hours: [] });

/** Toggling Closed: closed clears the hours (F4-006); reopening gives one empty pair (F4-007). */
export function setDayClosed(day: DayDraft, closed: boolean): DayDraft {
  if (closed) return closedDay();
  return { open: true, is_24_hours: false, hours: [emptyPair()] };
}

/** Choosing 24 hours sets the flag and clears the pairs (F4-008); unchoosing gives one empty pair. */
export function setDayAllDay(day: DayDraft, allDay: boolean): DayDraft {
  if (allDay) return { open: true, is_24_hours: true, hours: [] };
  return { open: true, is_24_hours: false, hours: [emptyPair()] };
}

/**
 * A time field typed: '24 hours' makes the day 24 hours; typing a time into a 24-hour day gives it a
 * single pair again, opening at what was typed (F4-009).
 */
export function setDayTime(day: DayDraft, index: number, field: keyof TimeRangeDraft, text: string): DayDraft {
  if (parseTimeEntry(text).kind === 'all-day') return setDayAllDay(day, true);
  if (day.is_24_hours) return { open: true, is_24_hours: false, hours: [{ ...emptyPair(), [field]: text }] };
  const hours = day.hours.map((pair, i) => (i === index ? { ...pair, [field]: text } : pair));
  return { ...day, open: true, hours };
}

/** Add hours appends an empty pair (F4-010). */
export function addDayPair(day: DayDraft): DayDraft {
  return { open: true, is_24_hours: false, hours: [...day.hours, emptyPair()] };
}

/** Remove hours deletes a pair, never the first (F4-011). */
export function removeDayPair(day: DayDraft, index: number): DayDraft {
  if (index <= 0 || index >= day.hours.length) return day;
  return { ...day, hours: day.hours.filter((_, i) => i !== index) };
}

/** Whether the pair at this index shows a remove button (never the first, F4-011). */
export function canRemovePair(index: number): boolean {
  return index > 0;
}

/** Add Hours on a location without hours: all seven days closed (F4-012). */
export function closedWeek(): WeekDraft {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, closedDay()])) as WeekDraft;
}

/** The wire hours as the editor holds them (times shown as h:mm A). A missing day reads closed. */
export function toWeekDraft(hours: WeekHours): WeekDraft | null {
  if (!hours) return null;
  return Object.fromEntries(
    WEEKDAYS.map((weekday) => {
      const day = hours[weekday];
      if (!day) return [weekday, closedDay()];
      const draft: DayDraft = {
        open: day.open,
        is_24_hours: day.is_24_hours,
        hours: day.hours.map((pair) => ({ open_time: formatTime(pair.open_time), close_time: formatTime(pair.close_time) })),
      };
      return [weekday, draft];
    }),
  ) as WeekDraft;
}

export type DayFieldError = 'invalid' | 'missing';

/** Per day, per pair, per field: what is wrong with it (the fields the view marks as error). */
export type WeekErrors = Partial<Record<Weekday, Record<number, Partial<Record<keyof TimeRangeDraft, DayFieldError>>>>>;

/**
 * Checks the typed times: an unreadable one is invalid (F5-019); an open day's pair needs both of
 * its times. Returns only the fields in error.
 */
export function weekErrors(week: WeekDraft | null): WeekErrors {
  const errors: WeekErrors = {};
  if (!week) return errors;
  for (const weekday of WEEKDAYS) {
    const day = week[weekday];
    if (!day.open || day.is_24_hours) continue;
    day.hours.forEach((pair, index) => {
      for (const field of ['open_time', 'close_time'] as const) {
        const kind = parseTimeEntry(pair[field]).kind;
        const error: DayFieldError | undefined =
          kind === 'invalid' || kind === 'all-day' ? 'invalid' : kind === 'empty' ? 'missing' : undefined;
        if (!error) continue;
        const dayErrors = (errors[weekday] ??= {});
        (dayErrors[index] ??= {})[field] = error;
      }
    });
  }
  return errors;
}

export function hasWeekErrors(errors: WeekErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The editor's week as the wire wants it: every day, times HH:mm (F5-021). Call only without errors. */
export function toWeekHours(week: WeekDraft): NonNullable<WeekHours> {
  return Object.fromEntries(
    WEEKDAYS.map((weekday) => {
      const day = week[weekday];
      const hours = day.open && !day.is_24_hours ? day.hours.map(toWireRange) : [];
      return [weekday, { open: day.open, is_24_hours: day.open && day.is_24_hours, hours }];
    }),
  ) as NonNullable<WeekHours>;
}

function toWireRange(pair: TimeRangeDraft): TimeRange {
  const read = (text: string): string => {
    const entry = parseTimeEntry(text);
    if (entry.kind !== 'time') throw new Error(`Not a time: '${text}'`);
    return entry.value;
  };
  return { open_time: read(pair.open_time), close_time: read(pair.close_time) };
}

/** The hours part of a location PATCH: the week, or null with remove_hours when removed (F4-013, F4-014). */
export function hoursPayload(week: WeekDraft | null): { hours: WeekHours; remove_hours?: true } {
  if (!week) return { hours: null, remove_hours: true };
  return { hours: toWeekHours(week) };
}

/** How a day reads on the detail page: 'Closed', '24 hours' or '9:00 AM - 5:00 PM, ...'. */
export function describeDay(day: DayHours | undefined): string {
  if (!day || !day.open) return 'Closed';
  if (day.is_24_hours) return TWENTY_FOUR_HOURS;
  if (day.hours.length === 0) return 'Open';
  return day.hours.map((pair) => `${formatTime(pair.open_time)} - ${formatTime(pair.close_time)}`).join(', ');
}

/** 'monday' as 'Monday'. */
export function weekdayLabel(day: Weekday): string {
  return day.charAt(0).toUpperCase() + day.slice(1);
}
