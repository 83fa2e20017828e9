import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_MS, MAX_RETRY_MS, PUBLISH_ERROR_TEXT, retryDelayMs, UNPUBLISH_ERROR_TEXT } from './response-retry.js';

describe('the publish retry', () => {
  it('doubles the wait after each failure in a row, from 30 s up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([FIRST_RETRY_MS, 2 * FIRST_RETRY_MS, 4 * FIRST_RETRY_MS, 8 * FIRST_RETRY_MS]);
    expect(retryDelayMs(8)).toBe(MAX_RETRY_MS);
    expect(retryDelayMs(10_000)).toBe(MAX_RETRY_MS);
    expect(retryDelayMs(0)).toBe(FIRST_RETRY_MS);
  });

  it('[P4-058] [P4-059] says the spec\'s words, with the typographic apostrophe', () => {
    expect(PUBLISH_ERROR_TEXT).toBe('An error occurred while publishing the response. We\u2019ll try again. No action necessary.');
    expect(UNPUBLISH_ERROR_TEXT).toBe('An error occurred while deleting the response. We\u2019ll try again. No action necessary.');
  });
});
