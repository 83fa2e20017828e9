import moment, { type Moment } from 'moment';

/** What time it is and where: stores take it as a dependency so tests and stories fix both. */
export interface Clock {
  now(): Date;
  /** Minutes east of UTC to show times in; the browser's zone when absent. */
  utcOffset?: number;
}

export const systemClock: Clock = { now: () => new Date() };

/** The moment in the clock's zone. */
export function inZone(value: string | Date, clock: Clock): Moment {
  return clock.utcOffset === undefined ? moment(value) : moment.utc(value).utcOffset(clock.utcOffset);
}

/** Now in the clock's zone. */
export const zonedNow = (clock: Clock): Moment => inZone(clock.now(), clock);

/** A picker's local 'YYYY-MM-DDTHH:mm' read in the clock's zone; null when it is not one. */
export function parseLocal(value: string, clock: Clock): Moment | null {
  const parsed =
    clock.utcOffset === undefined
      ? moment(value, 'YYYY-MM-DDTHH:mm', true)
      : moment.utc(value, 'YYYY-MM-DDTHH:mm', true).utcOffset(clock.utcOffset, true);
  return parsed.isValid() ? parsed : null;
}

/** A day as the lists show it, e.g. "Nov 28, 2026". */
export const formatDay = (iso: string, clock: Clock) => inZone(iso, clock).format('MMM D, YYYY');

/** When a scheduled campaign goes, e.g. "Mon 3 Dec, 9:00". */
export const formatScheduled = (iso: string, clock: Clock) => inZone(iso, clock).format('ddd D MMM, H:mm');
