import { ApiError } from '@locus/api-client';
import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE, errorMessage, serverText } from './error-message.js';

describe('errorMessage', () => {
  it("[P8-001] shows the server's error text", () => {
    expect(
      errorMessage(new ApiError(400, { status: 400, code: 'validation_failed', error: 'name is required' })),
    ).toBe('name is required');
  });

  it('[P8-001] reads the legacy Message field when there is no error field', () => {
    expect(errorMessage(new ApiError(409, { Message: 'Already exists' }))).toBe('Already exists');
    expect(errorMessage({ Message: 'From a raw body' })).toBe('From a raw body');
  });

  it('[P8-002] without server text it is the generic message', () => {
    expect(GENERIC_ERROR_MESSAGE).toBe('An error occurred while performing this action.');
    expect(errorMessage(new ApiError(500, undefined))).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorMessage(new ApiError(500, { error: '' }))).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorMessage(undefined)).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('serverText is undefined when the server said nothing', () => {
    expect(serverText(new ApiError(404, {}))).toBeUndefined();
    expect(serverText(new Error('local'))).toBeUndefined();
  });
});
