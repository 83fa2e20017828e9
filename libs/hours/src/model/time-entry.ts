import moment from 'moment';

/** Longest text a time field takes, e.g. '12:30 PM' (F5-020). */
export const TIME_ENTRY_MAX_LENGTH = 8;
/** The label and the typed value that make a day (or special day) open around the clock (F5-016). */
export const TWENTY_FOUR_HOURS = '24 hours';
/** Wire format of a time (F3-008, F5-021). */
export const WIRE_TIME_FORMAT = 'HH:mm';
/** Display format of a time (F3-009). */
export const DISPLAY_TIME_FORMAT = 'h:mm A';

// 24-hour forms first, so '1:30' reads as 01:30; then the 12-hour forms with their AM/PM (F5-017, F5-018).
const ACCEPTED_FORMATS = ['HH:mm', 'H:mm', 'h:mm A', 'hh:mm A', 'h:mmA', 'hh:mmA'];

export type TimeEntry =
  | { kind: 'empty' }
  | { kind: 'all-day' }
  | { kind: 'time'; value: string }
  | { kind: 'invalid' };

/** Reads what a user typed in a time field (section 5, Time entry). */
export function parseTimeEntry(text: string): TimeEntry {
  const typed = text.trim();
  if (typed === '') return { kind: 'empty' };
  if (text.length > TIME_ENTRY_MAX_LENGTH) return { kind: 'invalid' };
  if (typed.toLowerCase() === TWENTY_FOUR_HOURS) return { kind: 'all-day' };
  const time = moment(typed, ACCEPTED_FORMATS, true);
  // moment reads '24:00' as the next midnight; the day ends at 23:59 (F5-017).
  if (!time.isValid() || typed.startsWith('24')) return { kind: 'invalid' };
  return { kind: 'time', value: time.format(WIRE_TIME_FORMAT) };
}

/** The wire value (HH:mm) of a typed time, or null when it is empty, invalid or '24 hours'. */
export function toWireTime(text: string): string | null {
  const entry = parseTimeEntry(text);
  return entry.kind === 'time' ? entry.value : null;
}

/** True when the text cannot be read as a time: the field shows as an error (F5-019). */
export function isInvalidTimeText(text: string): boolean {
  return parseTimeEntry(text).kind === 'invalid';
}

/** An HH:mm wire value as the user sees it (F3-009); anything unreadable stays as it is. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '';
  const time = moment(value, WIRE_TIME_FORMAT, true);
  return time.isValid() ? time.format(DISPLAY_TIME_FORMAT) : value;
}

export interface TimeOption {
  /** HH:mm, or TWENTY_FOUR_HOURS. */
  value: string;
  label: string;
}

/** The pick list: every 30 minutes from 12:00 AM to 11:30 PM, then '24 hours' (F5-022). */
export const TIME_OPTIONS: readonly TimeOption[] = Object.freeze([
  ...Array.from({ length: 48 }, (_, slot) => {
    const value = moment({ hour: Math.floor(slot / 2), minute: (slot % 2) * 30 }).format(WIRE_TIME_FORMAT);
    return { value, label: formatTime(value) };
  }),
  { value: TWENTY_FOUR_HOURS, label: TWENTY_FOUR_HOURS },
]);
