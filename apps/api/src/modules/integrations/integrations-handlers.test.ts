import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_NOW } from '../../seed/index.js';
import { startTestServer, type TestServer } from '../../testing/http-harness.js';
import { daysUntilExpiry } from './token-reply.js';
import { accountIdOf } from '../../testing/test-accounts.js';

describe('integrations', () => {
  let server: TestServer;
  let admin: string;
  let harborId: number;

  beforeAll(async () => {
    server = await startTestServer({ now: () => SEED_NOW });
    admin = await server.login('admin@harbor.test');
    harborId = await accountIdOf(server.db, 'Harbor Dental Group');
  });
  afterAll(() => server?.close());

  it('days until expiry: whole days, -1 without an expiry, 0 once expired', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(daysUntilExpiry(null, now)).toBe(-1);
    expect(daysUntilExpiry(new Date('2026-01-13T00:00:00Z'), now)).toBe(12);
    expect(daysUntilExpiry(new Date('2026-01-12T12:00:00Z'), now)).toBe(12);
    expect(daysUntilExpiry(new Date('2025-12-31T00:00:00Z'), now)).toBe(0);
  });

  it('[P7-030] lists OAuth tokens with days_until_expiry from the server clock', async () => {
    const reply = await server.request('GET', '/oauth_tokens', { token: admin, query: { account_id: harborId } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('listOauthTokens', 200, reply.body);
    const bySource = Object.fromEntries(reply.body._embedded.oauth_tokens.map((t: { source_code: string; days_until_expiry: number }) => [t.source_code, t.days_until_expiry]));
    expect(bySource).toEqual({ google: 50, facebook: 12 });
  });

  it('[F6-051] each token names the user who connected it, for the expiry banner', async () => {
    const reply = await server.request('GET', '/oauth_tokens', { token: admin, query: { account_id: harborId } });
    const connector = await server.db.selectFrom('users').select('id').where('email', '=', 'admin@harbor.test').executeTakeFirstOrThrow();
    expect(reply.body._embedded.oauth_tokens.map((t: { created_by_user_id: number | null }) => t.created_by_user_id)).toEqual([connector.id, connector.id]);
  });

  it('[P7-030] a token without expiry reads -1 (a parent reading its child)', async () => {
    const partner = await server.login('partner@summit.test');
    const childId = await accountIdOf(server.db, 'Summit Auto Group');
    const reply = await server.request('GET', '/oauth_tokens', { token: partner, query: { account_id: childId } });
    expect(reply.body._embedded.oauth_tokens.map((t: { days_until_expiry: number }) => t.days_until_expiry)).toEqual([-1]);
  });

  it('deletes an OAuth token; another account\'s is a 404', async () => {
    const list = await server.request('GET', '/oauth_tokens', { token: admin });
    const id = list.body._embedded.oauth_tokens[0].id;
    expect((await server.request('DELETE', `/oauth_tokens/${id}`, { token: admin })).status).toBe(204);
    expect((await server.request('DELETE', `/oauth_tokens/${id}`, { token: admin })).status).toBe(404);
    const foreign = await server.db.selectFrom('oauth_tokens').select('id').where('account_id', '!=', harborId).executeTakeFirstOrThrow();
    expect((await server.request('DELETE', `/oauth_tokens/${foreign.id}`, { token: admin })).status).toBe(404);
  });

  it('[P7-042] urls_check lists the account\'s URLs with their status, 250 to a page', async () => {
    const reply = await server.request('GET', '/urls_check', { token: admin, query: { account_id: harborId } });
    expect(reply.status).toBe(200);
    server.expectMatchesContract('checkUrls', 200, reply.body);
    const total = await server.db.selectFrom('urls').select('id').where('account_id', '=', harborId).execute();
    expect(reply.body._total).toBe(total.length);
    expect(reply.body._embedded.urls.length).toBe(Math.min(total.length, 250));
    expect(reply.body._embedded.urls.every((u: { account_id: number }) => u.account_id === harborId)).toBe(true);
    const valid = await server.request('GET', '/urls_check', { token: admin, query: { status: 'valid' } });
    expect(valid.body._embedded.urls.every((u: { status: string }) => u.status === 'valid')).toBe(true);
  });
});
