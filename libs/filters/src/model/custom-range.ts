import moment, { type Moment } from 'moment';
import { ISO_DATE } from './date-ranges.js';

/** What the user types in a custom date input (P5-006). */
export const CUSTOM_DATE_FORMAT = 'MM/DD/YY';

export const DATE_REQUIRED = 'Date Required';
export const INVALID_DATE_RANGE = 'Invalid Date Range';
/** A single date that cannot be read, or lies in the past where a future date is asked for. */
export const INVALID_DATE = 'Invalid Date';

/** Reads MM/DD/YY strictly (no guessing of other shapes); null when it is no date. */
export function parseCustomDate(text: string): Moment | null {
  const day = moment(text.trim(), CUSTOM_DATE_FORMAT, true);
  return day.isValid() ? day : null;
}

/** A URL/contract date (YYYY-MM-DD) as MM/DD/YY for the input; '' when there is none. */
export function formatCustomDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '';
  const day = moment(isoDate, ISO_DATE, true);
  return day.isValid() ? day.format(CUSTOM_DATE_FORMAT) : '';
}

/** MM/DD/YY as YYYY-MM-DD, or null when it is no date. */
export function customDateToIso(text: string): string | null {
  return parseCustomDate(text)?.format(ISO_DATE) ?? null;
}

export interface CustomRangeErrors {
  from?: string;
  to?: string;
}

export interface CustomRangeResult {
  valid: boolean;
  errors: CustomRangeErrors;
  /** The range as YYYY-MM-DD when valid. */
  range: { from: string; to: string } | null;
}

/**
 * Validates a report's custom range typed as MM/DD/YY (P5-001, P5-002, P5-004, P5-005): both dates
 * are required; from must not be after to; to must not be after today nor before from. Report
 * ranges lie in the past, so "not in the past" does not apply here (decision 14).
 */
export function validateCustomRange(input: { from: string; to: string }, now: Date | Moment): CustomRangeResult {
  const errors: CustomRangeErrors = {};
  const today = moment(now).startOf('day');
  const from = input.from.trim() ? parseCustomDate(input.from) : null;
  const to = input.to.trim() ? parseCustomDate(input.to) : null;

  if (!input.from.trim()) errors.from = DATE_REQUIRED;
  else if (!from) errors.from = INVALID_DATE_RANGE;
  if (!input.to.trim()) errors.to = DATE_REQUIRED;
  else if (!to) errors.to = INVALID_DATE_RANGE;

  if (from && to && from.isAfter(to, 'day')) {
    errors.from = INVALID_DATE_RANGE;
    errors.to = INVALID_DATE_RANGE;
  }
  if (to && to.isAfter(today, 'day')) errors.to = INVALID_DATE_RANGE;

  const valid = !errors.from && !errors.to && !!from && !!to;
  return { valid, errors, range: valid && from && to ? { from: from.format(ISO_DATE), to: to.format(ISO_DATE) } : null };
}

/**
 * A single date input that picks a future date (holiday hours, posts): required, readable, and
 * not before today (P5-003 as decision 14 scopes it). Returns the message, or null when valid.
 */
export function validateFutureDate(text: string, now: Date | Moment): string | null {
  if (!text.trim()) return DATE_REQUIRED;
  const day = parseCustomDate(text);
  if (!day) return INVALID_DATE;
  return day.isBefore(moment(now), 'day') ? INVALID_DATE : null;
}
