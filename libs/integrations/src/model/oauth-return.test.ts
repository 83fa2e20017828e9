import { describe, expect, it } from 'vitest';
import { readOAuthReturn } from './oauth-return.js';

describe('readOAuthReturn', () => {
  it('says a provider is connected and drops the parameter, keeping the rest', () => {
    expect(readOAuthReturn('?connected=google&tab=all')).toEqual({
      notice: { severity: 'success', text: 'Google is connected.' },
      reconnect: null,
      found: true,
      rest: '?tab=all',
    });
  });

  it('says why the connection failed, plainly for the callback’s reasons', () => {
    expect(readOAuthReturn('?oauth_error=access_denied').notice).toEqual({
      severity: 'error',
      text: 'The integration could not be connected: access was not allowed. Please try again.',
    });
    expect(readOAuthReturn('oauth_error=something_else').notice?.text).toBe(
      'The integration could not be connected: something else. Please try again.',
    );
  });

  it('asks to reconnect a provider; an address without these parameters is left alone', () => {
    expect(readOAuthReturn('?reconnect=facebook')).toMatchObject({ notice: null, reconnect: 'facebook', found: true, rest: '' });
    expect(readOAuthReturn('?tab=all')).toEqual({ notice: null, reconnect: null, found: false, rest: '?tab=all' });
  });
});
