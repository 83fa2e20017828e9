import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_NOW } from '../../seed/index.js';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf, userIdOf } from '../../testing/test-accounts.js';
import { connect, decide, queryOf, visit } from '../../testing/oauth-browser.js';
import { purgeExpiredTokens } from '../../auth/token-purge.js';
import { integrationStatus } from '../listings/integration-status.js';
import { NO_INTEGRATION, photoAvailability } from '../media/photo-availability.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('OAuth through the local consent page', () => {
  let server: TestServer;
  let clock = new Date(SEED_NOW);
  let admin: string;
  let harborId: number;

  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
    admin = await server.login('admin@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
  });
  afterAll(() => server?.close());

  /** Moves the server clock; signs in again, since a session does not outlive such a jump. */
  const advance = async (ms: number) => {
    clock = new Date(clock.getTime() + ms);
    admin = await server.login('admin@harbor.test');
  };

  const tokensOf = async (token: string) => (await server.request('GET', '/oauth_tokens', { token })).body._embedded.oauth_tokens as { id: number; source_code: string; [k: string]: unknown }[];

  it('[P4-062] starting answers the local consent page with a PKCE S256 challenge; the page says it is local', async () => {
    const start = await server.request('POST', '/oauth/outbound/google', { token: admin, body: { account_id: harborId, return_to: '/settings/integrations' } });
    expect(start.status).toBe(200);
    server.expectMatchesContract('startOauth', 200, start.body);
    const url = new URL(start.body.authorize_url);
    expect(url.pathname).toBe('/api/_local/oauth/consent');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/oauth/callback/google');
    const state = await server.db.selectFrom('oauth_states').selectAll().where('state', '=', url.searchParams.get('state') ?? '').executeTakeFirstOrThrow();
    expect(state.code_verifier).not.toBe(url.searchParams.get('code_challenge'));
    expect(state.expires_at.getTime() - clock.getTime()).toBe(10 * 60 * 1000);

    const page = await visit(server, start.body.authorize_url);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Local sign-in: no real Google account is contacted');
    expect(page.body).toMatch(/<h1>Connect Google to Locus<\/h1>/);
    expect(page.body).toMatch(/<button type="submit" name="decision" value="allow">Allow<\/button>/);
    expect(page.body).toMatch(/<button type="submit" name="decision" value="deny">Deny<\/button>/);
  });

  it('the consent page refuses a callback other than the server\'s (the code never goes elsewhere)', async () => {
    const start = await server.request('POST', '/oauth/outbound/google', { token: admin, body: { return_to: '/settings/integrations' } });
    const url = new URL(start.body.authorize_url);
    url.searchParams.set('redirect_uri', 'https://evil.test/callback');
    const page = await visit(server, url.toString());
    expect(page.status).toBe(400);
    expect(page.body).toContain('redirect_uri');
    expect((await decide(server, url.toString(), 'allow')).status).toBe(400);
  });

  it('a denial comes back as oauth_error=access_denied and writes no token', async () => {
    const back = await connect(server, admin, 'trustpilot', 'deny');
    expect(back.status).toBe(302);
    expect(back.location.startsWith('http://localhost:3000/settings/integrations?')).toBe(true);
    expect(queryOf(back.location)).toEqual({ oauth_error: 'access_denied' });
    expect((await tokensOf(admin)).some((t) => t.source_code === 'trustpilot')).toBe(false);
  });

  it('[P4-062] [P7-030] Allow stores the tokens sealed, replacing the old one; the list shows it, never the tokens; refresh renews it', async () => {
    const back = await connect(server, admin, 'google', 'allow', '/settings/integrations?tab=all');
    expect(back.status).toBe(302);
    expect(queryOf(back.location)).toEqual({ tab: 'all', connected: 'google' });

    const rows = await server.db.selectFrom('oauth_tokens').selectAll().where('account_id', '=', harborId).where('source_code', '=', 'google').execute();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.access_token_enc).toMatch(/^v1:/);
    expect(row?.access_token_enc).not.toContain('locus-local');
    expect(server.services.oauth.cipher.open(row?.access_token_enc ?? '')).toMatch(/^locus-local-access-google-/);
    expect(server.services.oauth.cipher.open(row?.refresh_token_enc ?? '')).toMatch(/^locus-local-refresh-google-/);

    const list = await server.request('GET', '/oauth_tokens', { token: admin });
    server.expectMatchesContract('listOauthTokens', 200, list.body);
    expect(JSON.stringify(list.body)).not.toContain('locus-local-');
    const google = list.body._embedded.oauth_tokens.find((t: { source_code: string }) => t.source_code === 'google');
    expect(google).toMatchObject({
      status: 'active', days_until_expiry: 60, integration_id: 1, account_name: 'Local Google account', refreshable: true,
      created_by_user_id: await userIdOf(server.db, 'admin@harbor.test'),
    });

    await advance(30 * DAY_MS);
    const refreshed = await server.request('POST', `/oauth_tokens/${google.id}/refresh`, { token: admin });
    expect(refreshed.status).toBe(200);
    server.expectMatchesContract('refreshOauthToken', 200, refreshed.body);
    expect(refreshed.body.expires_at).toBe(new Date(clock.getTime() + 60 * DAY_MS).toISOString());
    expect(refreshed.body.days_until_expiry).toBe(60);
  });

  it('[P4-063] [P4-064] Facebook and Trustpilot connect through /oauth/outbound/facebook and /oauth/outbound/trustpilot', async () => {
    for (const provider of ['facebook', 'trustpilot']) {
      const back = await connect(server, admin, provider);
      expect(queryOf(back.location), provider).toEqual({ connected: provider });
    }
    const tokens = await tokensOf(admin);
    expect(tokens.filter((t) => t.source_code === 'facebook' || t.source_code === 'trustpilot').map((t) => t.status)).toEqual(['active', 'active']);
  });

  it('a missing, unknown, replayed, expired or other provider\'s state comes back as oauth_error=invalid_state, never an error page', async () => {
    const invalid = { oauth_error: 'invalid_state' };
    const none = await visit(server, `${server.baseUrl}/api/oauth/callback/google?code=abc`);
    expect([none.status, queryOf(none.location)]).toEqual([302, invalid]);
    const unknown = await visit(server, `${server.baseUrl}/api/oauth/callback/google?code=abc&state=nope`);
    expect([unknown.status, queryOf(unknown.location)]).toEqual([302, invalid]);

    const start = await server.request('POST', '/oauth/outbound/google', { token: admin, body: { return_to: '/settings/integrations' } });
    const consent = await decide(server, start.body.authorize_url, 'allow');
    const callback = new URL(consent.location);
    const other = await visit(server, callback.toString().replace('/callback/google', '/callback/facebook'));
    expect(queryOf(other.location)).toEqual(invalid);
    expect(queryOf((await visit(server, consent.location)).location)).toEqual({ connected: 'google' });
    expect(queryOf((await visit(server, consent.location)).location)).toEqual(invalid);

    const late = await server.request('POST', '/oauth/outbound/google', { token: admin, body: { return_to: '/settings/integrations' } });
    const lateConsent = await decide(server, late.body.authorize_url, 'allow');
    await advance(11 * 60 * 1000);
    expect(queryOf((await visit(server, lateConsent.location)).location)).toEqual(invalid);
  });

  it('the token purge deletes expired states, used or not', async () => {
    const live = await server.request('POST', '/oauth/outbound/facebook', { token: admin, body: { return_to: '/settings/integrations' } });
    expect((await purgeExpiredTokens(server.db, clock)).oauthStates).toBeGreaterThan(0);
    const left = await server.db.selectFrom('oauth_states').select('state').execute();
    expect(left.map((s) => s.state)).toEqual([queryOf(live.body.authorize_url)['state']]);
  });

  it('return_to must be a path of the web app (400 naming it)', async () => {
    for (const returnTo of ['https://evil.test/x', '//evil.test/x', 'settings']) {
      const reply = await server.request('POST', '/oauth/outbound/google', { token: admin, body: { return_to: returnTo } });
      expect(reply.status, returnTo).toBe(400);
      expect(reply.body.field ?? reply.body.error, returnTo).toMatch(/return_to/);
    }
  });

  it('only admins connect and refresh; another account\'s token is a 404 and another account a 403', async () => {
    const manager = await server.login('manager@harbor.test');
    expect((await server.request('POST', '/oauth/outbound/google', { token: manager, body: { return_to: '/settings/integrations' } })).status).toBe(403);
    const [token] = await tokensOf(admin);
    expect((await server.request('POST', `/oauth_tokens/${token?.id}/refresh`, { token: manager })).status).toBe(403);
    const summitAuto = await accountIdOf(server.db, 'Summit Auto Group');
    expect((await server.request('POST', '/oauth/outbound/google', { token: admin, body: { account_id: summitAuto, return_to: '/settings/integrations' } })).status).toBe(403);
    const foreign = await server.db.selectFrom('oauth_tokens').select('id').where('account_id', '=', summitAuto).executeTakeFirstOrThrow();
    expect((await server.request('POST', `/oauth_tokens/${foreign.id}/refresh`, { token: admin })).status).toBe(404);
  });

  it('a token without a refresh token cannot be refreshed: 422 saying to reconnect', async () => {
    const partner = await server.login('partner@summit.test');
    const summitAuto = await accountIdOf(server.db, 'Summit Auto Group');
    const seeded = await server.db.selectFrom('oauth_tokens').select('id').where('account_id', '=', summitAuto).executeTakeFirstOrThrow();
    const reply = await server.request('POST', `/oauth_tokens/${seeded.id}/refresh`, { token: partner });
    expect(reply.status).toBe(422);
    expect(reply.body.error).toMatch(/reconnect Google/);
  });

  it('a token past expires_at reads expired in the list, for Local Listings and for photos alike', async () => {
    const [facebook] = (await tokensOf(admin)).filter((t) => t.source_code === 'facebook');
    await advance(new Date(String(facebook?.expires_at)).getTime() + 1000 - clock.getTime());
    const after = (await tokensOf(admin)).find((t) => t.source_code === 'facebook');
    expect(after).toMatchObject({ status: 'expired', days_until_expiry: 0 });
    expect(await integrationStatus(server.db, harborId, 'facebook', clock)).toBe('expired');
    expect(await integrationStatus(server.db, harborId, 'google', clock)).toBe('expired');
    const location = await server.db.selectFrom('locations').select('id').where('account_id', '=', harborId).executeTakeFirstOrThrow();
    expect((await photoAvailability(server.db, harborId, [location.id], clock))[0]?.reason).toBe(NO_INTEGRATION);
  });
});
