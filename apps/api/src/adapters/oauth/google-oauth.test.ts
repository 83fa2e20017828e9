import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, FAKE_EXPIRES_IN, startFakeGoogle, type FakeGoogle } from '../../testing/fake-google-oauth.js';
import { OAuthProviderError } from '../oauth-provider.js';
import { GOOGLE_BUSINESS_SCOPE, googleOAuthProvider } from './google-oauth.js';
import { pkcePair } from './pkce.js';

const REDIRECT = 'http://localhost:3000/api/oauth/callback/google';

describe('the Google OAuth adapter against a server answering like Google', () => {
  let google: FakeGoogle;
  const provider = () => googleOAuthProvider({ clientId: FAKE_CLIENT_ID, clientSecret: FAKE_CLIENT_SECRET, authorizeEndpoint: google.authorizeUrl, tokenEndpoint: google.tokenUrl });

  beforeAll(async () => {
    google = await startFakeGoogle();
  });
  afterAll(() => google?.close());

  it('[P4-062] asks for offline access to Business Profile with a PKCE S256 challenge', () => {
    const url = new URL(provider().authorizeUrl('the-state', 'the-challenge', REDIRECT));
    expect(`${url.origin}${url.pathname}`).toBe(google.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: FAKE_CLIENT_ID, redirect_uri: REDIRECT, response_type: 'code', scope: GOOGLE_BUSINESS_SCOPE,
      access_type: 'offline', prompt: 'consent', state: 'the-state', code_challenge: 'the-challenge', code_challenge_method: 'S256',
    });
  });

  it('exchanges a code with its verifier (form-encoded), and a reused code is invalid_grant', async () => {
    const { verifier, challenge } = pkcePair();
    const code = google.approve(challenge, REDIRECT);
    const grant = await provider().exchangeCode(code, verifier, REDIRECT);
    expect(grant.accessToken).toMatch(/^ya29\./);
    expect(grant.refreshToken).toMatch(/^1\/\//);
    expect(grant.expiresInSeconds).toBe(FAKE_EXPIRES_IN);
    expect(grant.scope).toBe(GOOGLE_BUSINESS_SCOPE);
    expect(google.requests.at(-1)).toMatchObject({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: REDIRECT, client_id: FAKE_CLIENT_ID });
    await expect(provider().exchangeCode(code, verifier, REDIRECT)).rejects.toMatchObject({ code: 'invalid_grant' });
  });

  it('refuses a verifier that does not match the challenge, and a wrong client', async () => {
    const { challenge } = pkcePair();
    const code = google.approve(challenge, REDIRECT);
    await expect(provider().exchangeCode(code, pkcePair().verifier, REDIRECT)).rejects.toMatchObject({ code: 'invalid_grant' });
    const wrong = googleOAuthProvider({ clientId: 'other', clientSecret: 'x', tokenEndpoint: google.tokenUrl });
    await expect(wrong.exchangeCode('any', 'v', REDIRECT)).rejects.toBeInstanceOf(OAuthProviderError);
  });

  it('renews with the refresh token (grant_type=refresh_token); an unknown one is invalid_grant', async () => {
    const { verifier, challenge } = pkcePair();
    const grant = await provider().exchangeCode(google.approve(challenge, REDIRECT), verifier, REDIRECT);
    const renewed = await provider().refresh(grant.refreshToken ?? '');
    expect(google.requests.at(-1)).toMatchObject({ grant_type: 'refresh_token', refresh_token: grant.refreshToken });
    expect(renewed.accessToken).not.toBe(grant.accessToken);
    expect(renewed.refreshToken).toBeNull();
    await expect(provider().refresh('1//revoked')).rejects.toMatchObject({ code: 'invalid_grant' });
  });

  it('says the endpoint is unavailable instead of throwing a network error', async () => {
    const down = googleOAuthProvider({ clientId: FAKE_CLIENT_ID, clientSecret: FAKE_CLIENT_SECRET, tokenEndpoint: 'http://127.0.0.1:1/token' });
    await expect(down.refresh('1//x')).rejects.toMatchObject({ code: 'temporarily_unavailable' });
  });
});
