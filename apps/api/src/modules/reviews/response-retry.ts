/**
 * When the publish job tries a failed site call again, and what the response says meanwhile (the spec's texts,
 * P4-058, P4-059: note the typographic apostrophe).
 */
export const PUBLISH_ERROR_TEXT = 'An error occurred while publishing the response. We’ll try again. No action necessary.';
export const UNPUBLISH_ERROR_TEXT = 'An error occurred while deleting the response. We’ll try again. No action necessary.';

export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 60 * 60_000;
/** However short a demo's time scale makes the wait, the error state stays long enough to be seen. */
export const MIN_RETRY_MS = 3000;

export interface RetryTiming {
  firstMs: number;
  maxMs: number;
}

/**
 * The backoff, divided by LOCUS_DIRECTORY_TIME_SCALE like the simulator's delays (the waits are for a site
 * to recover), never below MIN_RETRY_MS.
 */
export function retryTiming(timeScale = 1): RetryTiming {
  return { firstMs: Math.max(MIN_RETRY_MS, Math.round(FIRST_RETRY_MS / timeScale)), maxMs: Math.max(MIN_RETRY_MS, Math.round(MAX_RETRY_MS / timeScale)) };
}

/** The wait after the `attempts`-th failed call in a row: 30 s, 1 min, 2 min, ... doubling, at most an hour. */
export function retryDelayMs(attempts: number, timing: RetryTiming = retryTiming()): number {
  const doublings = Math.max(0, attempts - 1);
  // Past 2^20 the cap holds anyway; the bound keeps the power finite.
  return Math.min(timing.maxMs, timing.firstMs * 2 ** Math.min(doublings, 20));
}
