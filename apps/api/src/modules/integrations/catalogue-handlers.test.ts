import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_NOW } from '../../seed/index.js';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { accountIdOf } from '../../testing/test-accounts.js';

interface Entry { code: string; kind: string; integrated: boolean; [key: string]: unknown }

describe('the integration catalogue', () => {
  let server: TestServer;
  let admin: string;
  let harborId: number;

  beforeAll(async () => {
    server = await startTestServer({ now: () => SEED_NOW });
    admin = await server.login('admin@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
  });
  afterAll(() => server?.close());

  const catalogue = async (token: string, accountId?: number): Promise<Entry[]> => {
    const reply = await server.request('GET', '/integrations', { token, query: { account_id: accountId } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listIntegrations', 200, reply.body);
    return reply.body._embedded.integrations;
  };
  const byCode = (entries: Entry[]) => Object.fromEntries(entries.map((e) => [e.code, e]));

  it('[P3-045] [P3-046] lists every entry with its catalogue fields and how it connects', async () => {
    const entries = byCode(await catalogue(admin, harborId));
    expect(entries['google']).toMatchObject({
      id: 1, name: 'Google', displayName: 'Google', kind: 'oauth', connect_path: '/oauth/outbound/google',
      featureName: expect.any(String), icon: '/integrations/google-icon.svg', logo: '/integrations/google-logo.svg',
      connectMessage: 'Connect Google', connectedMessage: 'Google is connected', requestedMessage: null, requested: false,
    });
    expect(entries['yelp']).toMatchObject({ kind: 'request_access', integration_type: 'global_token', connectMessage: 'Request Access', global_token_integration_status: null });
    expect(entries['bing']).toMatchObject({ name: 'Bing Maps', kind: 'request_access' });
    for (const code of ['caring_com', 'cars_com', 'g2']) expect(entries[code]?.kind, code).toBe('request_access');
    for (const code of ['zapier', 'hootsuite', 'tableau']) expect(entries[code]).toMatchObject({ kind: 'external', external_url: expect.stringMatching(/^https:\/\//) });
  });

  it('[P3-047] an OAuth token makes an entry integrated, with its days to expiry; none leaves it not integrated', async () => {
    const entries = byCode(await catalogue(admin));
    const token = await server.db.selectFrom('oauth_tokens').select('id').where('account_id', '=', harborId).where('source_code', '=', 'google').executeTakeFirstOrThrow();
    expect(entries['google']).toMatchObject({ integrated: true, oauth_token_id: token.id, token_status: 'active', days_until_expiry: 50 });
    expect(entries['facebook']).toMatchObject({ integrated: true, days_until_expiry: 12 });
    expect(entries['trustpilot']).toMatchObject({ integrated: false, oauth_token_id: null, token_status: null, days_until_expiry: null });
  });

  it('[P3-048] a child account without its own token uses its parent\'s: a linked integration', async () => {
    const partner = await server.login('partner@summit.test');
    const parentId = await accountIdOf(server.db, 'Summit Partners');
    const childId = await accountIdOf(server.db, 'Summit Senior Living');
    expect(byCode(await catalogue(partner, childId))['facebook']).toMatchObject({ integrated: false, linked_integration_account_owner_id: null });
    await server.db.insertInto('oauth_tokens').values({ account_id: parentId, integration_id: 2, source_code: 'facebook', created_by_user_id: null, expires_at: null, created_at: SEED_NOW, updated_at: SEED_NOW }).execute();
    expect(byCode(await catalogue(partner, childId))['facebook']).toMatchObject({
      integrated: true, linked_integration_account_owner_id: parentId, integration_resource_type: 'linked_integration', oauth_token_id: null, days_until_expiry: -1,
    });
  });

  it('[P3-049] [P4-061] Request Access: not integrated, then access_requested (Requested), then active once verified', async () => {
    expect(byCode(await catalogue(admin))['yelp']).toMatchObject({ integrated: false, requested: false, global_token_integration_status: null });
    const requested = await server.request('POST', '/integrations/yelp/access_requests', { token: admin, body: { account_id: harborId } });
    expect(requested.status).toBe(201);
    server.expectMatchesContract('requestIntegrationAccess', 201, requested.body);
    expect(requested.body).toMatchObject({ code: 'yelp', integrated: false, requested: true, global_token_integration_status: 'access_requested', global_token_integration_id: expect.any(Number) });
    expect(requested.body.requestedMessage).toMatch(/requested/);
    const again = await server.request('POST', '/integrations/yelp/access_requests', { token: admin });
    expect(again.body.global_token_integration_id).toBe(requested.body.global_token_integration_id);

    const activated = await server.request('POST', '/_local/integrations/yelp/activate', { token: admin });
    expect(activated.status).toBe(200);
    expect(byCode(await catalogue(admin))['yelp']).toMatchObject({ integrated: true, requested: false, global_token_integration_status: 'active' });
  });

  it('Request Access is only for review sources (422 naming code), unknown codes are a 400, and only admins ask', async () => {
    const oauth = await server.request('POST', '/integrations/google/access_requests', { token: admin });
    expect([oauth.status, oauth.body.field]).toEqual([422, 'code']);
    expect((await server.request('POST', '/integrations/myspace/access_requests', { token: admin })).status).toBe(400);
    const manager = await server.login('manager@harbor.test');
    expect((await server.request('POST', '/integrations/tripadvisor/access_requests', { token: manager })).status).toBe(403);
    // Reading the catalogue is every user's but an e-mail-only one's (docs/permissions.md).
    expect((await server.request('GET', '/integrations', { token: manager })).status).toBe(200);
    expect((await server.request('GET', '/integrations', { token: await server.login('emailonly@harbor.test') })).status).toBe(403);
  });

  it('another account\'s catalogue is a 403', async () => {
    const other = await accountIdOf(server.db, 'Summit Auto Group');
    expect((await server.request('GET', '/integrations', { token: admin, query: { account_id: other } })).status).toBe(403);
    expect((await server.request('POST', '/integrations/yelp/access_requests', { token: admin, body: { account_id: other } })).status).toBe(403);
  });

  it('Zapier is listed only while the parent account\'s zapier_integration flag is on', async () => {
    const partner = await server.login('partner@summit.test');
    const parentId = await accountIdOf(server.db, 'Summit Partners');
    const childId = await accountIdOf(server.db, 'Summit Auto Group');
    const codes = async () => (await catalogue(partner, childId)).map((e) => e.code);
    await server.db.updateTable('account_settings').set({ value: 'true' }).where('account_id', '=', parentId).where('code', '=', 'zapier_integration').execute();
    expect(await codes()).toContain('zapier');
    await server.db.updateTable('account_settings').set({ value: 'false' }).where('account_id', '=', parentId).where('code', '=', 'zapier_integration').execute();
    expect(await codes()).not.toContain('zapier');
    expect(await codes()).toContain('hootsuite');
  });
});
