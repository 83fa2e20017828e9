import moment from 'moment';

/**
 * Days left in a trial (P3-005): whole days from `now` until trial_ended_at, rounded up so the last
 * day still shows 1, and never below 0. No end date means there is no trial to count down.
 */
export function trialDaysLeft(trialEndedAt: string | null | undefined, now: Date): number | null {
  if (!trialEndedAt) return null;
  // Strict ISO 8601 parsing: the contract sends date-time strings; anything else is no date.
  const end = moment.utc(trialEndedAt, moment.ISO_8601, true);
  if (!end.isValid()) return null;
  const hours = end.diff(moment.utc(now), 'hours', true);
  return hours <= 0 ? 0 : Math.ceil(hours / 24);
}

/** The banner's wording of the count (features.md: 'N DAYS LEFT IN YOUR TRIAL'). */
export function trialDaysLeftLabel(days: number): string {
  return `${days} ${days === 1 ? 'DAY' : 'DAYS'} LEFT IN YOUR TRIAL`;
}
