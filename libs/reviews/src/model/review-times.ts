import moment, { type Moment } from 'moment';

/** What time it is and where: the stores take it as a dependency so tests and stories fix both. */
export interface Clock {
  now(): Date;
  /** Minutes east of UTC to show times in; the browser's zone when absent. */
  utcOffset?: number;
}

export const systemClock: Clock = { now: () => new Date() };

const DATE = 'MMM D, YYYY';
const TIME = 'HH:mm';

function local(iso: string, clock: Clock): Moment {
  return clock.utcOffset === undefined ? moment(iso) : moment.utc(iso).utcOffset(clock.utcOffset);
}

/** A day as the review pages show it, e.g. "Mar 21, 2026". */
export function formatDay(iso: string, clock: Clock): string {
  return local(iso, clock).format(DATE);
}

/** A moment in the history, e.g. "Mar 21, 2026 14:05". */
export function formatDateTime(iso: string, clock: Clock): string {
  return local(iso, clock).format(`${DATE} ${TIME}`);
}

/** When something happens next: "at 14:05" today, else "on Mar 22, 2026 at 14:05". */
export function formatWhen(iso: string, clock: Clock): string {
  const when = local(iso, clock);
  const today = local(clock.now().toISOString(), clock);
  return when.isSame(today, 'day')
    ? `at ${when.format(TIME)}`
    : `on ${when.format(DATE)} at ${when.format(TIME)}`;
}
