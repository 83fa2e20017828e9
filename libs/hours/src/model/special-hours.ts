import moment from 'moment';
import { formatTime, parseTimeEntry, toWireTime } from './time-entry.js';
import type { DayDraft, TimeRange, TimeRangeDraft } from './day-hours.js';

/** Dates of special hours travel as YYYY-MM-DD (F3-011). */
export const SPECIAL_DATE_FORMAT = 'YYYY-MM-DD';
/** Rows fetched at once (section 9). */
export const SPECIAL_HOURS_PAGE_SIZE = 250;
/** Rows shown on the detail page before 'See All Holiday Hours' (section 9). */
export const SPECIAL_HOURS_SHOWN_ON_DETAIL = 5;
/** How far ahead a date may be, in years (section 9). */
export const SPECIAL_HOURS_HORIZON_YEARS = 10;
/** Closed days in a row that make Google wary (section 9). */
export const CLOSED_RUN_WARNING_DAYS = 7;
/** Suffix of the id of a row not saved yet (F4-021). */
export const NEW_ROW_SUFFIX = '-new';

export const SPECIAL_HOURS_MESSAGES = {
  noDate: 'You must have a date selected',
  tooFar: 'Date cannot be more than 10 years in advance.',
  duplicate: 'You already have special hours set for this date.',
  missingTimes: 'You must have an opening and closing time if location is open.',
  soon: 'This date is within 24hrs so it may not be updated in time.',
  longClosure:
    'If your business will be closed for 7 or more days in a row, Google may mark the business as temporarily closed or reject the request.',
  fetchError: 'There was an error fetching special hours',
  saveError: 'There was an error updating holiday hours',
  saved: 'Your holiday hours have been updated.',
} as const;

/** A special (holiday) hours entry on the wire (F3-010). */
export interface SpecialHours {
  id: number;
  start_date: string;
  closed: boolean;
  is_24_hours: boolean;
  hours: TimeRange[];
  location_id?: number;
  account_id?: number;
}

/** The fields a create or a patch sends. */
export interface SpecialHoursFields {
  start_date: string;
  closed: boolean;
  is_24_hours: boolean;
  hours: TimeRange[];
}

/** A row as edited: its id ('12' saved, '3-new' not yet), its date or none, its times as typed. */
export interface SpecialHoursDraft {
  id: string;
  start_date: string | null;
  closed: boolean;
  is_24_hours: boolean;
  hours: TimeRangeDraft[];
}

export interface RowCheck {
  errors: string[];
  warnings: string[];
  /** Pair index -> the time fields whose text is unreadable or missing (F5-019). */
  timeErrors: Record<number, Partial<Record<keyof TimeRangeDraft, true>>>;
}

export interface SpecialHoursCheck {
  rows: Record<string, RowCheck>;
  /** The seven-closed-days warning, once for the section (F5-029). */
  warnings: string[];
  hasErrors: boolean;
}

export const isNewRowId = (id: string): boolean => id.includes(NEW_ROW_SUFFIX);

export function toSpecialDraft(row: SpecialHours): SpecialHoursDraft {
  return {
    id: String(row.id),
    start_date: row.start_date,
    closed: row.closed,
    is_24_hours: row.is_24_hours,
    hours: row.hours.map((pair) => ({ open_time: formatTime(pair.open_time), close_time: formatTime(pair.close_time) })),
  };
}

/** The day editor works on special rows too: an open day is a row not closed. */
export function rowAsDay(row: SpecialHoursDraft): DayDraft {
  return { open: !row.closed, is_24_hours: row.is_24_hours, hours: row.hours };
}

export function withDay(row: SpecialHoursDraft, day: DayDraft): SpecialHoursDraft {
  return { ...row, closed: !day.open, is_24_hours: day.is_24_hours, hours: day.hours };
}

/**
 * Checks the rows the way the section shows them (section 5, Location special hours): four errors,
 * the 24-hour warning per row, and the seven-closed-days warning for the section.
 */
export function checkSpecialHours(rows: readonly SpecialHoursDraft[], now: moment.Moment): SpecialHoursCheck {
  const today = now.clone().startOf('day');
  const horizon = today.clone().add(SPECIAL_HOURS_HORIZON_YEARS, 'years');
  const seen = new Set<string>();
  const result: Record<string, RowCheck> = {};
  let hasErrors = false;
  for (const row of rows) {
    const check: RowCheck = { errors: [], warnings: [], timeErrors: {} };
    const day = row.start_date;
    const date = day ? moment(day, SPECIAL_DATE_FORMAT, true) : null;
    if (!day || !date || !date.isValid()) check.errors.push(SPECIAL_HOURS_MESSAGES.noDate);
    else {
      if (date.isAfter(horizon)) check.errors.push(SPECIAL_HOURS_MESSAGES.tooFar);
      if (seen.has(day)) check.errors.push(SPECIAL_HOURS_MESSAGES.duplicate);
      seen.add(day);
      if (date.diff(now, 'hours', true) < 24) check.warnings.push(SPECIAL_HOURS_MESSAGES.soon);
    }
    if (!row.closed && !row.is_24_hours) {
      let missing = row.hours.length === 0;
      row.hours.forEach((pair, index) => {
        for (const field of ['open_time', 'close_time'] as const) {
          const kind = parseTimeEntry(pair[field]).kind;
          if (kind === 'time') continue;
          if (kind === 'empty') missing = true;
          (check.timeErrors[index] ??= {})[field] = true;
        }
      });
      if (missing) check.errors.push(SPECIAL_HOURS_MESSAGES.missingTimes);
      else if (Object.keys(check.timeErrors).length > 0) hasErrors = true;
    }
    if (check.errors.length > 0) hasErrors = true;
    result[row.id] = check;
  }
  const warnings = longestClosedRun(rows) >= CLOSED_RUN_WARNING_DAYS ? [SPECIAL_HOURS_MESSAGES.longClosure] : [];
  return { rows: result, warnings, hasErrors };
}

/** The longest run of consecutive closed dates among the rows. */
export function longestClosedRun(rows: readonly SpecialHoursDraft[]): number {
  const days = [
    ...new Set(
      rows
        .filter((row) => row.closed && row.start_date)
        .map((row) => moment(row.start_date, SPECIAL_DATE_FORMAT, true))
        .filter((date) => date.isValid())
        .map((date) => date.format(SPECIAL_DATE_FORMAT)),
    ),
  ].sort();
  let longest = 0;
  let run = 0;
  let previous: moment.Moment | null = null;
  for (const day of days) {
    const date = moment(day, SPECIAL_DATE_FORMAT);
    run = previous && date.diff(previous, 'days') === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = date;
  }
  return longest;
}

/** A checked row as the wire wants it; closed and 24-hour rows send no pairs. */
export function specialFields(row: SpecialHoursDraft): SpecialHoursFields {
  const open = !row.closed && !row.is_24_hours;
  return {
    start_date: row.start_date ?? '',
    closed: row.closed,
    is_24_hours: !row.closed && row.is_24_hours,
    hours: open ? sortByOpenTime(row.hours.map((pair) => ({ open_time: toWireTime(pair.open_time) ?? '', close_time: toWireTime(pair.close_time) ?? '' }))) : [],
  };
}

/** Pairs in the order of their opening time (F5-032). */
export function sortByOpenTime(hours: readonly TimeRange[]): TimeRange[] {
  return [...hours].sort((a, b) => a.open_time.localeCompare(b.open_time));
}

/** Whether the save must first ask to override holiday hours (decision 9, F4-023, F4-026). */
export function needsOverrideConfirmation(rows: readonly SpecialHoursDraft[], confirmed: boolean): boolean {
  return !confirmed && rows.some((row) => Boolean(row.start_date));
}

/** Rows for the detail page: the first five and whether more exist (section 9). */
export function detailHolidayHours<T>(rows: readonly T[]): { shown: T[]; hasMore: boolean } {
  return { shown: rows.slice(0, SPECIAL_HOURS_SHOWN_ON_DETAIL), hasMore: rows.length > SPECIAL_HOURS_SHOWN_ON_DETAIL };
}
