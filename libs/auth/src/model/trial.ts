/** ISO 8601 date or date-time, as the contract sends them. Plain Date arithmetic keeps moment out of the shell's first load. */
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const HOUR_MS = 3_600_000;

/**
 * Days left in a trial (P3-005): whole days from `now` until trial_ended_at, rounded up so the last
 * day still shows 1, and never below 0. No end date means there is no trial to count down.
 */
export function trialDaysLeft(trialEndedAt: string | null | undefined, now: Date): number | null {
  if (!trialEndedAt) return null;
  // Strict ISO 8601 parsing: the contract sends date-time strings; anything else is no date.
  const end = ISO_8601.test(trialEndedAt) ? Date.parse(trialEndedAt) : Number.NaN;
  if (Number.isNaN(end)) return null;
  const hours = (end - now.getTime()) / HOUR_MS;
  return hours <= 0 ? 0 : Math.ceil(hours / 24);
}

/** The banner's wording of the count (features.md: 'N DAYS LEFT IN YOUR TRIAL'). */
export function trialDaysLeftLabel(days: number): string {
  return `${days} ${days === 1 ? 'DAY' : 'DAYS'} LEFT IN YOUR TRIAL`;
}
