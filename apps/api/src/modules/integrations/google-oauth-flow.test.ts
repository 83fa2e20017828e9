import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_NOW } from '../../seed/index.js';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';
import { FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, FAKE_EXPIRES_IN, startFakeGoogle, type FakeGoogle } from '../../testing/fake-google-oauth.js';
import { queryOf, visit } from '../../testing/oauth-browser.js';
import { GOOGLE_BUSINESS_SCOPE } from '../../adapters/oauth/google-oauth.js';

describe('OAuth with the real Google adapter (GOOGLE_CLIENT_ID set) against a Google-like token endpoint', () => {
  let google: FakeGoogle;
  let server: TestServer;
  let clock = new Date(SEED_NOW);
  let admin: string;
  let harborId: number;

  beforeAll(async () => {
    google = await startFakeGoogle();
    server = await startTestServer({
      now: () => clock,
      env: {
        GOOGLE_CLIENT_ID: FAKE_CLIENT_ID, GOOGLE_CLIENT_SECRET: FAKE_CLIENT_SECRET,
        GOOGLE_OAUTH_AUTHORIZE_URL: google.authorizeUrl, GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl,
        LOCUS_TOKEN_KEY: randomBytes(32).toString('base64'),
      },
    });
    admin = await server.login('admin@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
  });
  afterAll(async () => {
    await server?.close();
    await google?.close();
  });

  /** Starts, and plays Google's consent: Allow gives a code bound to the challenge the server sent. */
  async function authorize() {
    const start = await server.request('POST', '/oauth/outbound/google', { token: admin, body: { return_to: '/settings/integrations' } });
    expect(start.status).toBe(200);
    const params = queryOf(start.body.authorize_url);
    const code = google.approve(params['code_challenge'] ?? '', params['redirect_uri'] ?? '');
    return { start, params, callback: `${params['redirect_uri']}?${new URLSearchParams({ code, state: params['state'] ?? '', scope: GOOGLE_BUSINESS_SCOPE })}` };
  }

  it('[P4-062] connects: Google\'s consent URL, the code exchanged with the PKCE verifier, the tokens sealed, the list and a refresh', async () => {
    const { start, params, callback } = await authorize();
    expect(start.body.authorize_url.startsWith(`${google.authorizeUrl}?`)).toBe(true);
    expect(params).toMatchObject({ client_id: FAKE_CLIENT_ID, access_type: 'offline', prompt: 'consent', code_challenge_method: 'S256', scope: GOOGLE_BUSINESS_SCOPE });

    const back = await visit(server, callback);
    expect(back.status).toBe(302);
    expect(queryOf(back.location)).toEqual({ connected: 'google' });
    expect(google.requests.at(-1)).toMatchObject({ grant_type: 'authorization_code', redirect_uri: 'http://localhost:3000/api/oauth/callback/google' });

    const row = await server.db.selectFrom('oauth_tokens').selectAll().where('account_id', '=', harborId).where('source_code', '=', 'google').executeTakeFirstOrThrow();
    expect(row.access_token_enc).not.toMatch(/ya29/);
    expect(row.refresh_token_enc).not.toMatch(/^1\/\//);
    expect(server.services.oauth.cipher.open(row.access_token_enc ?? '')).toMatch(/^ya29\./);
    expect(row.expires_at?.getTime()).toBe(clock.getTime() + FAKE_EXPIRES_IN * 1000);
    expect(row.scope).toBe(GOOGLE_BUSINESS_SCOPE);

    const list = await server.request('GET', '/oauth_tokens', { token: admin });
    const listed = list.body._embedded.oauth_tokens.find((t: { source_code: string }) => t.source_code === 'google');
    expect(listed).toMatchObject({ id: row.id, status: 'active', days_until_expiry: 1, refreshable: true, account_name: null });

    clock = new Date(clock.getTime() + 2 * 60 * 60 * 1000);
    const refreshed = await server.request('POST', `/oauth_tokens/${row.id}/refresh`, { token: admin });
    expect(refreshed.status).toBe(200);
    expect(google.requests.at(-1)).toMatchObject({ grant_type: 'refresh_token', client_id: FAKE_CLIENT_ID });
    expect(refreshed.body.expires_at).toBe(new Date(clock.getTime() + FAKE_EXPIRES_IN * 1000).toISOString());
    const after = await server.db.selectFrom('oauth_tokens').select('refresh_token_enc').where('id', '=', row.id).executeTakeFirstOrThrow();
    // Google sends no new refresh token on a refresh: the stored one is kept.
    expect(after.refresh_token_enc).toBe(row.refresh_token_enc);
  });

  it('a code Google refuses (reused: invalid_grant) comes back as oauth_error=exchange_failed and keeps the token', async () => {
    const { callback } = await authorize();
    expect(queryOf((await visit(server, callback)).location)).toEqual({ connected: 'google' });
    const before = await server.db.selectFrom('oauth_tokens').select('id').where('account_id', '=', harborId).where('source_code', '=', 'google').execute();
    const again = await server.request('POST', '/oauth/outbound/google', { token: admin, body: { return_to: '/settings/integrations' } });
    const reused = new URL(callback);
    reused.searchParams.set('state', queryOf(again.body.authorize_url)['state'] ?? '');
    const back = await visit(server, reused.toString());
    expect([back.status, queryOf(back.location)]).toEqual([302, { oauth_error: 'exchange_failed' }]);
    expect(google.requests.at(-1)).toMatchObject({ grant_type: 'authorization_code' });
    const after = await server.db.selectFrom('oauth_tokens').select('id').where('account_id', '=', harborId).where('source_code', '=', 'google').execute();
    expect(after).toEqual(before);
  });

  it('a refresh Google refuses (revoked: invalid_grant) is a 422 saying to reconnect', async () => {
    const row = await server.db.selectFrom('oauth_tokens').select('id').where('account_id', '=', harborId).where('source_code', '=', 'google').executeTakeFirstOrThrow();
    await server.db.updateTable('oauth_tokens').set({ refresh_token_enc: server.services.oauth.cipher.seal('1//revoked') }).where('id', '=', row.id).execute();
    const reply = await server.request('POST', `/oauth_tokens/${row.id}/refresh`, { token: admin });
    expect(reply.status).toBe(422);
    expect(reply.body.error).toMatch(/invalid_grant.*reconnect Google/);
  });

  it('Facebook stays on the local consent page', async () => {
    const start = await server.request('POST', '/oauth/outbound/facebook', { token: admin, body: { return_to: '/settings/integrations' } });
    expect(new URL(start.body.authorize_url).pathname).toBe('/api/_local/oauth/consent');
  });
});
