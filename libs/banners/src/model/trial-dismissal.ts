import type { CookieJar } from '../ports/cookie-jar.js';

/** P9-051 / F4-113 / F9-079: a dismissed trial banner stays away this long. */
export const TRIAL_DISMISS_DAYS = 30;

/** Per account: dismissing one trial's banner leaves another account's (same browser) alone. */
export const trialDismissCookie = (accountId: number) => `locus_trial_banner_dismissed_${accountId}`;

export function trialDismissed(cookies: CookieJar, accountId: number | null): boolean {
  return accountId !== null && cookies.read(trialDismissCookie(accountId)) !== null;
}

export function dismissTrial(cookies: CookieJar, accountId: number): void {
  cookies.write(trialDismissCookie(accountId), '1', TRIAL_DISMISS_DAYS);
}
