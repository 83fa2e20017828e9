import { describe, expect, it } from 'vitest';
import { basicAuthHeader, parseBasicAuth } from './basic-credentials.js';

describe('parseBasicAuth', () => {
  it('[P7-001] reads e-mail and token from Basic auth', () => {
    expect(parseBasicAuth(basicAuthHeader('tok-EN_1', 'ann@example.com'))).toEqual({ email: 'ann@example.com', token: 'tok-EN_1' });
  });

  it('[P7-002] accepts a blank e-mail with a token', () => {
    expect(parseBasicAuth(basicAuthHeader('abc'))).toEqual({ email: '', token: 'abc' });
  });

  it('rejects other schemes, missing tokens and garbage', () => {
    expect(parseBasicAuth(undefined)).toBeUndefined();
    expect(parseBasicAuth('Bearer abc')).toBeUndefined();
    expect(parseBasicAuth(`Basic ${Buffer.from('ann@example.com:').toString('base64')}`)).toBeUndefined();
    expect(parseBasicAuth(`Basic ${Buffer.from('no-colon').toString('base64')}`)).toBeUndefined();
    expect(parseBasicAuth('Basic !!!')).toBeUndefined();
  });
});
