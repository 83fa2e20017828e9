import moment from 'moment';
import { inZone, type Clock } from './request-times.js';

/** What a rate shows when nothing was sent: no rate rather than a misleading 0%. */
export const NO_RATE = '—';

const DATE = 'MMM D, YYYY';

/** When a request went out, e.g. "Nov 28, 2026 14:05"; "—" when it has not. */
export function formatSentAt(iso: string | null, clock: Clock): string {
  return iso ? inZone(iso, clock).format(`${DATE} HH:mm`) : NO_RATE;
}

/** A count as people read it: 1,234. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** A part of what was sent as a whole percent ("42%"), or "—" when nothing was sent. */
export function rate(part: number, sent: number): string {
  return sent > 0 ? `${Math.round((part / sent) * 100)}%` : NO_RATE;
}

/**
 * A period of calendar days ('YYYY-MM-DD', no zone) as one label: "Oct 30 - Nov 28, 2026", the year once
 * when both ends share it, "Dec 30, 2025 - Jan 5, 2026" when not.
 */
export function rangeLabel(startDate: string, endDate: string): string {
  const start = moment(startDate, 'YYYY-MM-DD', true);
  const end = moment(endDate, 'YYYY-MM-DD', true);
  if (!start.isValid() || !end.isValid()) return '';
  const head = start.year() === end.year() ? start.format('MMM D') : start.format(DATE);
  return `${head} - ${end.format(DATE)}`;
}

/** A day of a chart's axis, e.g. "Nov 28". */
export function dayLabel(date: string): string {
  return moment(date, 'YYYY-MM-DD', true).format('MMM D');
}
