import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_MS, MAX_RETRY_MS, MIN_RETRY_MS, PUBLISH_ERROR_TEXT, retryDelayMs, retryTiming, UNPUBLISH_ERROR_TEXT } from './response-retry.js';

describe('the publish retry', () => {
  it('doubles the wait after each failure in a row, from 30 s up to an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n))).toEqual([FIRST_RETRY_MS, 2 * FIRST_RETRY_MS, 4 * FIRST_RETRY_MS, 8 * FIRST_RETRY_MS]);
    expect(retryDelayMs(8)).toBe(MAX_RETRY_MS);
    expect(retryDelayMs(10_000)).toBe(MAX_RETRY_MS);
    expect(retryDelayMs(0)).toBe(FIRST_RETRY_MS);
  });

  it('is shortened by the directory time scale, but never below 3 s', () => {
    expect(retryDelayMs(1, retryTiming(10))).toBe(3000);
    expect(retryDelayMs(2, retryTiming(10))).toBe(6000);
    expect(retryDelayMs(50, retryTiming(60))).toBe(60_000);
    expect(retryDelayMs(1, retryTiming(3600))).toBe(MIN_RETRY_MS);
    expect(retryDelayMs(50, retryTiming(3600))).toBe(MIN_RETRY_MS);
  });

  it('[P4-058] [P4-059] says the spec\'s words, with the typographic apostrophe', () => {
    expect(PUBLISH_ERROR_TEXT).toBe('An error occurred while publishing the response. We\u2019ll try again. No action necessary.');
    expect(UNPUBLISH_ERROR_TEXT).toBe('An error occurred while deleting the response. We\u2019ll try again. No action necessary.');
  });
});
